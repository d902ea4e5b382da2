// A stand-in for react-lite-youtube-embed when the site has not installed it: the video's poster with a play button,
// which puts YouTube's player in its place when pressed (nothing loads from YouTube but the poster until then). Its
// stylesheet, `react-lite-youtube-embed/dist/LiteYouTubeEmbed.css`, is this folder's.
import { useState, type CSSProperties, type ElementType } from 'react';

interface Props {
  id: string;
  title: string;
  /** `?…` parameters of the player, as a query string without `?`. */
  params?: string;
  /** The poster's size, as YouTube names its thumbnails. */
  poster?: 'default' | 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault';
  /** A poster of the site's own, in place of YouTube's. */
  thumbnail?: string;
  webp?: boolean;
  /** A playlist's id in `id`. */
  playlist?: boolean;
  playlistCoverId?: string;
  /** Default true: youtube-nocookie.com. */
  noCookie?: boolean;
  cookie?: boolean;
  muted?: boolean;
  /** "Watch": the play button's name is this and the title. */
  announce?: string;
  aspectHeight?: number;
  aspectWidth?: number;
  wrapperClass?: string;
  activatedClass?: string;
  playerClass?: string;
  iframeClass?: string;
  containerElement?: ElementType;
  style?: CSSProperties;
  alwaysLoadIframe?: boolean;
  referrerPolicy?: string;
  onIframeAdded?: () => void;
}

export default function LiteYouTubeEmbed(props: Props) {
  const { id, title, params = '', poster = 'hqdefault', thumbnail, webp, playlist, playlistCoverId, muted, announce = 'Watch', aspectHeight = 9, aspectWidth = 16, wrapperClass = 'yt-lite', activatedClass = 'lyt-activated', playerClass = 'lty-playbtn', iframeClass = '', containerElement: Container = 'article', style, alwaysLoadIframe, referrerPolicy = 'strict-origin-when-cross-origin', onIframeAdded } = props;
  const [activated, setActivated] = useState(Boolean(alwaysLoadIframe));
  const host = props.cookie || props.noCookie === false ? 'https://www.youtube.com' : 'https://www.youtube-nocookie.com';
  const search = new URLSearchParams(params);
  if (muted) search.set('mute', '1');
  // Pressed to play: it plays at once.
  if (!alwaysLoadIframe && !search.has('autoplay')) search.set('autoplay', '1');
  const query = search.toString();
  const src = playlist ? `${host}/embed/videoseries?list=${encodeURIComponent(id)}${query ? `&${query}` : ''}` : `${host}/embed/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
  const cover = playlist ? playlistCoverId : id;
  const image = thumbnail ?? (cover ? (webp ? `https://i.ytimg.com/vi_webp/${cover}/${poster}.webp` : `https://i.ytimg.com/vi/${cover}/${poster}.jpg`) : undefined);
  const activate = () => {
    if (activated) return;
    setActivated(true);
    onIframeAdded?.();
  };
  return (
    <Container className={`${wrapperClass}${activated ? ` ${activatedClass}` : ''}`} data-title={title} style={{ ...(image ? { backgroundImage: `url(${JSON.stringify(image)})` } : {}), '--aspect-ratio': `${(aspectHeight / aspectWidth) * 100}%`, ...style } as CSSProperties}>
      {activated ? (
        <iframe className={iframeClass} title={title} width="560" height="315" src={src} referrerPolicy={referrerPolicy as never} allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowFullScreen />
      ) : (
        <button type="button" className={playerClass} aria-label={`${announce} ${title}`} onClick={activate} />
      )}
    </Container>
  );
}
