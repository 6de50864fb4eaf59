/** The benchmark's printed report: one table of checks per section, and the verdict. */
import type { Check } from './types';

export const formatMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
export const formatRate = (rps: number) => `${Math.round(rps).toLocaleString('en')} req/s`;
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface SectionReport {
  title: string;
  checks: Check[];
  /** Set when the section could not run at all. */
  error?: string;
}

export function renderReport(sections: SectionReport[], preamble: string[]): string {
  const rows = sections.flatMap((s) => s.checks);
  const width = (pick: (c: Check) => string, header: string) => Math.max(header.length, ...rows.map((c) => pick(c).length));
  const w = { label: width((c) => c.label, 'check'), value: width((c) => c.value, 'measured'), target: width((c) => c.target, 'target') };
  const line = (label: string, value: string, target: string, verdict: string) =>
    `  ${label.padEnd(w.label)}  ${value.padStart(w.value)}  ${target.padEnd(w.target)}  ${verdict}`;
  const out: string[] = ['', '=== Benchmark report ===', ...preamble.map((p) => `  ${p}`)];
  for (const section of sections) {
    out.push('', section.title);
    if (section.error) {
      out.push(`  FAILED TO RUN: ${section.error}`);
      continue;
    }
    out.push(line('check', 'measured', 'target', ''));
    for (const check of section.checks)
      out.push(line(check.label, check.value, check.target, check.info ? 'info' : check.pass ? 'ok' : 'MISSED'));
  }
  const targets = rows.filter((c) => !c.info);
  const missed = targets.filter((c) => !c.pass).length + sections.filter((s) => s.error).length;
  out.push(
    '',
    missed === 0 ? `All ${targets.length} targets met.` : `${missed} of ${targets.length} targets missed (or sections failed).`,
    '',
  );
  return out.join('\n');
}

export function allPassed(sections: SectionReport[]): boolean {
  return sections.every((s) => !s.error && s.checks.every((c) => c.info || c.pass));
}
