import type { Context, Footnote, Instance, Location, Unit } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';

/** The Instance both readers fill, with the duplicate checks a Map would otherwise hide. */
export class InstanceBuilder {
  readonly messages: XbrlMessage[] = [];
  readonly instance: Instance;

  constructor(file: string) {
    this.instance = {
      file,
      schemaRefs: [],
      linkbaseRefs: [],
      namespaces: {},
      contexts: new Map(),
      units: new Map(),
      facts: [],
      footnotes: new Map(),
      footnoteRelationships: [],
    };
  }

  addContext(context: Context): void {
    if (this.instance.contexts.has(context.id)) this.duplicate('context', context.id, context.location);
    else this.instance.contexts.set(context.id, context);
  }

  addUnit(unit: Unit): void {
    if (this.instance.units.has(unit.id)) this.duplicate('unit', unit.id, unit.location);
    else this.instance.units.set(unit.id, unit);
  }

  addFootnote(footnote: Footnote): void {
    if (this.instance.footnotes.has(footnote.id)) this.duplicate('footnote', footnote.id, footnote.location);
    else this.instance.footnotes.set(footnote.id, footnote);
  }

  private duplicate(what: string, id: string, location: Location): void {
    this.messages.push({
      ruleId: 'xml.duplicateId',
      severity: 'error',
      message: `Another ${what} already has the id "${id}"; this one was ignored.`,
      location,
    });
  }
}
