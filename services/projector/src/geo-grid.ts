const METRES_PER_DEGREE = 111_320;

/**
 * Items on a grid of square cells (in degrees, `cellM` metres tall) for radius queries. Cells
 * are as wide in degrees as they are tall, so they narrow in metres towards the poles; queries
 * widen their longitude span to match. The antimeridian is not wrapped: no listing market
 * straddles it.
 */
export class GeoGrid<T> {
  readonly #cells = new Map<number, T[]>();
  readonly #cellDeg: number;

  constructor(cellM: number) {
    this.#cellDeg = cellM / METRES_PER_DEGREE;
  }

  /** The cell of a point: row × 2^22 + column, an integer a double holds exactly. */
  cellOf(lat: number, lon: number): number {
    const row = Math.floor((lat + 90) / this.#cellDeg);
    const column = Math.floor((lon + 180) / this.#cellDeg);
    return row * 4_194_304 + column;
  }

  add(cell: number, item: T): void {
    const items = this.#cells.get(cell);
    if (items) items.push(item);
    else this.#cells.set(cell, [item]);
  }

  /** Removes an item; the order within a cell is not kept (callers must not depend on it). */
  delete(cell: number, item: T): void {
    const items = this.#cells.get(cell);
    if (!items) return;
    const at = items.indexOf(item);
    if (at < 0) return;
    items[at] = items[items.length - 1] as T;
    items.pop();
    if (items.length === 0) this.#cells.delete(cell);
  }

  /** Visits every item in the cells a circle of `radiusM` around the point touches (a superset). */
  forEachNear(lat: number, lon: number, radiusM: number, visit: (item: T) => void): void {
    const dLat = radiusM / METRES_PER_DEGREE;
    const cos = Math.max(0.05, Math.cos((Math.min(89, Math.abs(lat) + dLat) * Math.PI) / 180));
    const dLon = dLat / cos;
    const rowFrom = Math.floor((lat - dLat + 90) / this.#cellDeg);
    const rowTo = Math.floor((lat + dLat + 90) / this.#cellDeg);
    const columnFrom = Math.floor((lon - dLon + 180) / this.#cellDeg);
    const columnTo = Math.floor((lon + dLon + 180) / this.#cellDeg);
    for (let row = rowFrom; row <= rowTo; row++) {
      for (let column = columnFrom; column <= columnTo; column++) {
        const items = this.#cells.get(row * 4_194_304 + column);
        if (items) for (const item of items) visit(item);
      }
    }
  }
}
