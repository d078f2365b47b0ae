import { useEffect, useState } from 'react';
import { fastestDomain, measureWhenIdle } from '../lib/domain-speed';

/**
 * The fastest of the operator's domains for this visitor (GET /wps/system/domainRoute, each timed once
 * per session after idle), for links that should use it; null until measured or when none answers.
 */
export function useFastestDomain(): string | null {
  const [fastest, setFastest] = useState<string | null>(null);
  useEffect(() => measureWhenIdle((domains) => setFastest(fastestDomain(domains))), []);
  return fastest;
}
