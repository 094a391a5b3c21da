import { secondsUntil } from '@sillon/domain';
import { useEffect, useState } from 'react';

/** Seconds left before the given time, counted down every second. */
export function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return secondsUntil(new Date(deadline), new Date(now));
}
