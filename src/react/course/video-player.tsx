import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CourseContent } from '../../core/api/schemas/course';
import { captionTracks, preferredTrack } from '../../core/course/captions';
import { $captionsOn } from '../../core/course/captions-choice';
import { PLAYBACK_SPEEDS, VIDEO_CONTROLS_HIDE_MS } from '../../core/course/course-constants';
import { shouldCompleteVideo } from '../../core/course/progress-rules';
import { POSITION_SAVE_MS, readVideoPosition, saveVideoPosition } from '../../core/course/video-position';
import { formatParam } from '../../core/locale/numbers';
import { useI18n } from '../ui/use-i18n';
import { CaptionsIcon, FullscreenIcon, MutedIcon, PauseIcon, PlayIcon, VolumeIcon } from './course-icons';

/** Arrow keys move this many seconds. */
const SEEK_STEP_S = 5;

/** m:ss (h:mm:ss past an hour) for the time read-out. */
function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

interface VideoPlayerProps {
  content: CourseContent;
  src: string;
  userId: string;
  /** Whether the content is already complete (then 90 % changes nothing). */
  isComplete: () => boolean;
  onComplete: () => void;
  onError: () => void;
}

/**
 * §2 video: a native <video> with its own controls (play/pause, seek, the six §9 speeds, mute, captions when the API
 * lists tracks, full screen) that hide 3 s after the last activity while playing; keyboard: Space/K, ←/→ 5 s (time
 * direction in both languages), M, C, F. Captions show the page's language's track (#37, WCAG 1.2.2).
 * Complete at 90 % (§4); the second reached is saved every few seconds, on pause and on leaving, and resumed.
 */
export function VideoPlayer({ content, src, userId, isComplete, onComplete, onError }: VideoPlayerProps) {
  const { t, locale } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const tracks = useMemo(() => captionTracks(content.captions, locale), [content.captions, locale]);
  const captionsOn = useStore($captionsOn);
  const shownTrack = captionsOn ? preferredTrack(tracks, locale) : -1;
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [muted, setMuted] = useState(false);
  const [idle, setIdle] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  // 90 % completes once per showing, and never a video shown complete: an unmark while it plays past 90 % stays.
  const reported = useRef<boolean | null>(null);
  reported.current ??= isComplete();
  const hintId = useId();
  const speedId = useId();

  const save = useCallback(() => {
    const node = video.current;
    if (node && node.currentTime > 0) saveVideoPosition(userId, content.id, node.currentTime);
  }, [userId, content.id]);

  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setIdle(true), VIDEO_CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => {
    if (!playing) return;
    wake();
    const timer = window.setInterval(save, POSITION_SAVE_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(hideTimer.current);
    };
  }, [playing, save, wake]);

  useEffect(() => {
    addEventListener('pagehide', save);
    const onFullscreen = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      save();
      removeEventListener('pagehide', save);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [save]);

  useEffect(() => {
    const list = video.current?.textTracks;
    if (!list) return;
    // Applied again when a track joins the list late or the browser's own track selection changes a mode.
    const apply = () => {
      for (let at = 0; at < list.length; at++) {
        const track = list[at];
        const mode = at === shownTrack ? 'showing' : 'disabled';
        if (track && track.mode !== mode) track.mode = mode;
      }
    };
    apply();
    list.addEventListener('addtrack', apply);
    list.addEventListener('change', apply);
    return () => {
      list.removeEventListener('addtrack', apply);
      list.removeEventListener('change', apply);
    };
  }, [shownTrack, tracks]);

  const toggle = () => {
    const node = video.current;
    if (!node) return;
    if (node.paused) void node.play().catch(() => undefined);
    else node.pause();
  };
  const seek = (second: number) => {
    const node = video.current;
    if (!node) return;
    node.currentTime = Math.min(Math.max(0, second), Number.isFinite(node.duration) ? node.duration : second);
    setCurrent(node.currentTime);
  };
  const mute = () => {
    const node = video.current;
    if (!node) return;
    node.muted = !node.muted;
    setMuted(node.muted);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    wake();
    const target = event.target as HTMLElement;
    // The seek bar, the speed list and the buttons keep their own keys.
    if (
      target.localName === 'input' ||
      target.localName === 'select' ||
      (target.localName === 'button' && (event.key === ' ' || event.key === 'Enter'))
    )
      return;
    const key = event.key.toLowerCase();
    const node = video.current;
    if (key === ' ' || key === 'k') toggle();
    else if (key === 'arrowleft' && node) seek(node.currentTime - SEEK_STEP_S);
    else if (key === 'arrowright' && node) seek(node.currentTime + SEEK_STEP_S);
    else if (key === 'm') mute();
    else if (key === 'c' && tracks.length > 0) $captionsOn.set(!captionsOn);
    else if (key === 'f') toggleFullscreen();
    else return;
    event.preventDefault();
  };

  const onLoaded = () => {
    const node = video.current;
    if (!node) return;
    setDuration(node.duration);
    node.playbackRate = speed;
    const resume = readVideoPosition(userId, content.id, node.duration);
    if (resume) {
      node.currentTime = resume;
      setCurrent(resume);
    }
  };
  // Metadata can arrive before React commits the player (a cached file behind its lazy chunk): that event is lost.
  const loadedEarly = useEffectEvent(() => {
    if ((video.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) onLoaded();
  });
  useEffect(() => loadedEarly(), []);
  const onTime = () => {
    const node = video.current;
    if (!node) return;
    setCurrent(node.currentTime);
    if (!reported.current && shouldCompleteVideo(node.currentTime, node.duration, isComplete())) {
      reported.current = true;
      onComplete();
    }
  };

  const timeText = t('course.video.time', { current: clockTime(current), total: clockTime(duration) });
  return (
    <div
      ref={frame}
      className={`video-frame${idle && playing ? ' controls-hidden' : ''}`}
      part="video"
      role="group"
      aria-label={t('course.video.player')}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKey}
      onPointerMove={wake}
      onPointerDown={wake}
      onFocus={wake}
    >
      <video
        ref={video}
        src={src}
        poster={content.thumbnailUrl ?? undefined}
        preload="metadata"
        playsInline
        onClick={toggle}
        onLoadedMetadata={onLoaded}
        onTimeUpdate={onTime}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          setIdle(false);
          save();
        }}
        onEnded={() => setPlaying(false)}
        onError={onError}
        // Tracks on another origin (the API's) load only through CORS, which the reference API answers.
        crossOrigin={tracks.some((track) => new URL(track.src).origin !== location.origin) ? 'anonymous' : undefined}
      >
        {tracks.map((track) => (
          <track key={track.lang} kind="captions" srcLang={track.lang} label={track.label} src={track.src} />
        ))}
      </video>
      <p id={hintId} className="sr-only">
        {t('course.video.hint')}
        {tracks.length > 0 && ` ${t('course.video.captionsHint')}`}
      </p>
      <div className="video-controls" part="video-controls">
        <button
          type="button"
          className="icon-button"
          part="play"
          aria-label={playing ? t('course.video.pause') : t('course.video.play')}
          onClick={toggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <input
          type="range"
          className="video-seek"
          part="seek"
          // Time runs left to right in both languages, as the arrow keys on the player do.
          dir="ltr"
          min={0}
          max={Math.max(0, Math.floor(Number.isFinite(duration) ? duration : 0))}
          step={1}
          value={Math.floor(current)}
          aria-label={t('course.video.seek')}
          aria-valuetext={timeText}
          onChange={(event) => seek(Number(event.target.value))}
        />
        <span className="video-time" part="time" dir="ltr">
          {timeText}
        </span>
        <label className="sr-only" htmlFor={speedId}>
          {t('course.video.speed')}
        </label>
        <select
          id={speedId}
          className="video-speed"
          part="speed"
          value={String(speed)}
          onChange={(event) => {
            const next = Number(event.target.value);
            setSpeed(next);
            if (video.current) video.current.playbackRate = next;
          }}
        >
          {PLAYBACK_SPEEDS.map((value) => (
            <option key={value} value={String(value)}>{`${formatParam(value, locale)}×`}</option>
          ))}
        </select>
        <button
          type="button"
          className="icon-button"
          part="mute"
          aria-label={muted ? t('course.video.unmute') : t('course.video.mute')}
          aria-pressed={muted}
          onClick={mute}
        >
          {muted ? <MutedIcon /> : <VolumeIcon />}
        </button>
        {tracks.length > 0 && (
          <button
            type="button"
            className="icon-button"
            part="captions"
            aria-label={t('course.video.captions')}
            aria-pressed={captionsOn}
            onClick={() => $captionsOn.set(!captionsOn)}
          >
            <CaptionsIcon />
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          part="fullscreen"
          aria-label={fullscreen ? t('course.video.exitFullscreen') : t('course.video.fullscreen')}
          onClick={toggleFullscreen}
        >
          <FullscreenIcon />
        </button>
      </div>
    </div>
  );
}
