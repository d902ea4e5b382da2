// A config + its locale's translated blog folder -> the blog's options in that locale (options.json), and the folder to read posts from.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../types.js';
import { BLOG_OPTIONS_FILE, translatedBlogDir } from '../i18n/locales.js';
import { readMessages, translates, type Messages } from '../i18n/translations.js';
import { localeOf } from '../i18n/labels.js';

/** The blog's options with the messages of a locale's `options.json` (`title`, `description`, `sidebar.title`) in place. */
export function translateBlogOptions(blog: Config['blog'], messages: Messages): Config['blog'] {
  if (!messages.size) return blog;
  return { ...blog, title: messages.get('title') ?? blog.title, description: messages.get('description') ?? blog.description, sidebarTitle: messages.get('sidebar.title') ?? blog.sidebarTitle };
}

/**
 * The blog of the instance's locale (the default locale for a site without instances): the config with the blog's
 * options translated, and the translated blog folder when there is one. Every locale has one, the default too.
 */
export function localeBlog(config: Config): { config: Config; translatedDir?: string } {
  const dir = translatedBlogDir(config, localeOf(config), config.instance?.blog);
  if (!translates(config, localeOf(config)) || !existsSync(dir)) return { config };
  const blog = translateBlogOptions(config.blog, readMessages(path.join(dir, BLOG_OPTIONS_FILE)));
  return { config: blog === config.blog ? config : { ...config, blog }, translatedDir: dir };
}
