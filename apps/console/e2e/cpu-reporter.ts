/**
 * `E2E_CPU_REPORT=<file> npm run test:e2e`: appends a line per test, and one per file after its
 * last test, to `<file>` (tab-separated): the file, the test, the CPU seconds the suite's Chromium
 * (both browsers and every renderer they run or reaped) and the whole suite (Chromium, the server
 * and the runner) used since the line before, and the wall seconds. The files run one after
 * another, so the lines add up to the run (decision 0084). The model files run their paths side
 * by side in lanes: there a test's figure holds some of its neighbours' work.
 */
import { appendFileSync } from "node:fs";
import { basename } from "node:path";
import type { Reporter, TestCase, TestModule } from "vitest/node";
import { childrenCpuMs, treeCpuMs } from "../scripts/bench/process-cpu.mjs";

interface Sample {
  readonly chromiumMs: number;
  readonly allMs: number;
  readonly at: number;
}

function sample(): Sample {
  const browserPids = (process.env.E2E_BROWSER_PID ?? "").split(",").filter(Boolean).map(Number);
  const own = process.cpuUsage();
  return {
    chromiumMs: browserPids.reduce((sum, pid) => sum + treeCpuMs(pid), 0),
    allMs: childrenCpuMs() + (own.user + own.system) / 1000,
    at: Date.now(),
  };
}

export default class CpuReporter implements Reporter {
  private last: Sample | undefined;
  private readonly out = process.env.E2E_CPU_REPORT ?? "e2e-cpu.tsv";

  onTestModuleStart(): void {
    this.last ??= sample();
  }

  onTestCaseResult(testCase: TestCase): void {
    this.line(basename(testCase.module.moduleId), testCase.fullName);
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.line(basename(testModule.moduleId), "(after the last test)");
  }

  private line(file: string, test: string): void {
    const now = sample();
    const last = this.last ?? now;
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    const fields = [
      file,
      test.replace(/\s+/g, " "),
      seconds(now.chromiumMs - last.chromiumMs),
      seconds(now.allMs - last.allMs),
      seconds(now.at - last.at),
    ];
    appendFileSync(this.out, `${fields.join("\t")}\n`);
    this.last = now;
  }
}
