/**
 * An exposé page read with the HTML parser: its printed criteria by their `is24qa-*` classes
 * (ImmoScout's own test hooks, stable where positions are not) and the texts of its scripts,
 * which assign the page's data (`keyValues = {…}`, `IS24.expose.galleryData = {…}`).
 */
import { assignedJson, type AssignedJson, elementText, isCompleteDocument, parseHtml, type HTMLElement } from '@estate/collector-kit';

export class ExposePage {
  private readonly root: HTMLElement;
  private readonly scripts: string[];
  /** False when the page does not end with its `</html>`: it was cut off. */
  readonly complete: boolean;

  constructor(html: string) {
    this.complete = isCompleteDocument(html);
    // A page cut inside a script loses that element to the parser; closing it keeps what came before the cut.
    this.root = parseHtml(this.complete ? html : `${html}</script>`);
    this.scripts = this.root.querySelectorAll('script').map((script) => script.rawText);
  }

  /** The tidy text of the first element the selector finds. */
  text(selector: string): string | undefined {
    return elementText(this.root.querySelector(selector));
  }

  attribute(selector: string, name: string): string | undefined {
    return this.root.querySelector(selector)?.getAttribute(name);
  }

  /** What a script assigns to `name`, from the first script that assigns it (or was cut while doing so). */
  assigned(name: string): AssignedJson {
    for (const text of this.scripts) {
      const part = assignedJson(text, name);
      if (part.state !== 'missing') return part;
    }
    return { state: 'missing' };
  }

  /** The first capture of a pattern in the page's scripts (a quoted value a script assigns). */
  scriptValue(pattern: RegExp): string | undefined {
    for (const text of this.scripts) {
      const found = pattern.exec(text)?.[1];
      if (found !== undefined) return found;
    }
    return undefined;
  }
}
