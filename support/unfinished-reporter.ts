// A vitest reporter that names, at the end of a run, every test file that never finished: when a
// forked worker dies (a native crash, a signal), vitest reports only "Worker exited unexpectedly"
// and counts the file as neither passed nor failed, and CI keeps only the tail of its output. This
// line is printed last, so the tail names the file and the last test that started in it.
import type { Reporter, TestCase, TestModule, TestSpecification } from 'vitest/node';

const key = (project: string, file: string) => `${project} ${file}`;

export default class UnfinishedReporter implements Reporter {
  private readonly planned = new Map<string, string>();
  private readonly lastStarted = new Map<string, string>();

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.planned.clear();
    this.lastStarted.clear();
    for (const s of specifications) this.planned.set(key(s.project.name, s.moduleId), s.moduleId);
  }

  onTestCaseReady(test: TestCase): void {
    this.lastStarted.set(key(test.project.name, test.module.moduleId), test.fullName);
  }

  onTestModuleEnd(module: TestModule): void {
    this.planned.delete(key(module.project.name, module.moduleId));
  }

  onTestRunEnd(): void {
    if (this.planned.size === 0) return;
    const cwd = process.cwd() + '/';
    for (const [k, file] of this.planned) {
      const project = k.slice(0, k.length - file.length - 1);
      const last = this.lastStarted.get(k);
      const where = last ? `, last test reported started: "${last}"` : ', no test reported started';
      console.error(`unfinished test file: [${project}] ${file.replace(cwd, '')}${where}`);
    }
  }
}
