import { Badge, Button, Card, buttonClasses } from '@ringbook/web-shared';
import { Download, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import { downloadNameOf, type DemoCall } from '../data/demos';
import { usePlayer } from '../stores/player';

const typeLabels = { booking: 'Booking', rescheduling: 'Rescheduling', inquiry: 'Inquiry' } as const;

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function DemoPlayer({ demo }: { demo: DemoCall }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const activeId = usePlayer((state) => state.activeId);
  const setActive = usePlayer((state) => state.setActive);
  const [progress, setProgress] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const playing = activeId === demo.id;
  // Pre-rendered, the button shows before React listens: until then it is disabled, not deaf to a click.
  const hydrated = useHydrated();

  // Another demo started: this one pauses and keeps its place.
  useEffect(() => {
    const audio = audioRef.current;
    if (audio && !playing && !audio.paused) audio.pause();
  }, [playing]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      setActive(null);
      return;
    }
    setActive(demo.id);
    audio.play().catch(() => setActive(null));
  };

  return (
    <Card className="flex flex-col gap-5 p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Badge tone="accent">{typeLabels[demo.type]}</Badge>
        <span className="text-sm text-muted-foreground tabular-nums">{demo.duration}</span>
      </div>
      <div>
        <h3 className="text-xl font-semibold text-foreground">{demo.title}</h3>
        <p className="mt-2 text-muted-foreground">{demo.description}</p>
      </div>
      <audio
        ref={audioRef}
        src={demo.audioSrc}
        preload="none"
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          setElapsed(currentTime);
          setProgress(duration > 0 ? (currentTime / duration) * 100 : 0);
        }}
        onPause={() => {
          if (usePlayer.getState().activeId === demo.id) setActive(null);
        }}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          setProgress(0);
          setElapsed(0);
          setActive(null);
        }}
      />
      <div className="flex items-center gap-4">
        <Button
          variant="primary"
          size="icon"
          className="size-12 rounded-full [&_svg]:size-5"
          aria-label={playing ? `Pause ${demo.title}` : `Play ${demo.title}`}
          onClick={toggle}
          disabled={!hydrated}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" className="translate-x-px" />}
        </Button>
        <div className="flex flex-1 flex-col gap-1.5">
          <div
            role="progressbar"
            aria-label={`${demo.title} played`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
            className="h-2 overflow-hidden rounded-full bg-primary-subtle"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
          </div>
          <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
            <span>{clock(elapsed)}</span>
            <span>{Math.round(progress)}% played</span>
          </div>
        </div>
        <a
          href={demo.audioSrc}
          download={downloadNameOf(demo)}
          aria-label={`Download ${demo.title}`}
          className={buttonClasses({ variant: 'outline', size: 'icon', className: 'size-12 rounded-full' })}
        >
          <Download aria-hidden="true" />
        </a>
      </div>
    </Card>
  );
}
