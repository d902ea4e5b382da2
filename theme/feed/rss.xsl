<?xml version="1.0" encoding="utf-8"?>
<!-- docgen's page for a blog's RSS feed, which a browser shows when the feed itself is opened (blog.feed.xslt). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom">
  <xsl:output method="html" encoding="utf-8" doctype-system="about:legacy-compat"/>
  <xsl:template match="/">
    <xsl:apply-templates select="rss/channel"/>
  </xsl:template>
  <xsl:template match="channel">
    <html lang="{language}">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <link rel="icon" href="data:,"/>
        <title><xsl:value-of select="title"/> · RSS feed</title>
        <link rel="stylesheet" href="rss.css"/>
      </head>
      <body>
        <main>
          <header>
            <p class="feed-kind">RSS feed</p>
            <h1><xsl:value-of select="title"/></h1>
            <p><xsl:value-of select="description"/></p>
            <p class="feed-help">You are looking at a web feed. To follow new posts, paste its address into a feed reader:
              <code><xsl:value-of select="atom:link[@rel='self']/@href"/></code></p>
            <p><a href="{link}">Read the blog on the site</a></p>
          </header>
          <xsl:for-each select="item">
            <article>
              <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
              <p class="feed-date"><xsl:value-of select="substring(pubDate, 6, 11)"/></p>
              <xsl:if test="description"><p><xsl:value-of select="description"/></p></xsl:if>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
