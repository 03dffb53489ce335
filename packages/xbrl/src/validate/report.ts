import type { Location } from '../model/instance.ts';
import type { Severity, XbrlMessage } from '../model/message.ts';

/** Collects validation messages; one place decides their shape. */
export class Report {
  readonly messages: XbrlMessage[] = [];

  add(ruleId: string, severity: Severity, message: string, location?: Location): void {
    this.messages.push({ ruleId, severity, message, ...(location ? { location } : {}) });
  }

  error(ruleId: string, message: string, location?: Location): void {
    this.add(ruleId, 'error', message, location);
  }
}
