import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/button';
import { useReducedMotion } from './use-reduced-motion';

/**
 * A short, silent, looping tour of the rooms. It plays by itself only while on screen and never when the
 * visitor prefers reduced motion; a button pauses or plays it at any time (WCAG 2.2.2).
 */
export function TourVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el || reduced || userPaused) {
      el?.pause();
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) el.play().catch(() => setPlaying(false));
        else el.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [reduced, userPaused]);

  const toggle = () => {
    const el = video.current;
    if (!el) return;
    if (el.paused) {
      setUserPaused(false);
      el.play().catch(() => setPlaying(false));
    } else {
      setUserPaused(true);
      el.pause();
    }
  };

  return (
    <figure className="relative overflow-hidden rounded-2xl border border-white/10 shadow-raised">
      <video
        ref={video}
        className="aspect-video w-full bg-night object-cover"
        width={640}
        height={360}
        poster="/media/tour-poster.webp"
        muted
        loop
        playsInline
        preload="none"
        aria-label="A silent tour of the rooms of The Aurelia: a sunlit deluxe room, a navy lounge, a marble bathroom, a suite's living room and the Aurelia Suite at night"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src="/media/tour.webm" type="video/webm" />
      </video>
      <figcaption className="absolute inset-x-0 bottom-0 flex flex-wrap items-center justify-between gap-3 bg-gradient-to-t from-night/90 to-transparent px-5 pt-12 pb-4 text-sm text-ivory">
        <span>A walk through our rooms and suites</span>
        <Button
          variant="outline-light"
          size="sm"
          onClick={toggle}
          icon={
            playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />
          }
        >
          {playing ? 'Pause tour' : 'Play tour'}
        </Button>
      </figcaption>
    </figure>
  );
}
