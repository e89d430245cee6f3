import { elementText, type HTMLElement } from '@estate/collector-kit';

/** The rows of a BOE block's tables as label → text (`<tr><th>Valor subasta</th><td>75.127,00 €</td></tr>`), labels as printed. */
export function labelledRows(block: HTMLElement): Map<string, string> {
  const rows = new Map<string, string>();
  for (const tr of block.querySelectorAll('tr')) {
    const label = elementText(tr.querySelector('th'));
    const value = elementText(tr.querySelector('td'));
    if (label !== undefined && value !== undefined && !rows.has(label)) rows.set(label, value);
  }
  return rows;
}

/** The auction id a detail page's path names: `detalleSubasta/<id>/ver-N.html`. */
export function idOfPath(path: string): string | undefined {
  return /^detalleSubasta\/([^/]+)\/ver-\d+\.html$/.exec(path)?.[1];
}
