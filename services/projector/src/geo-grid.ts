import { METERS_PER_DEGREE, radiusBounds, type GeoBounds } from '@estate/normalize';

/** Columns per row in a cell id: more than 360° holds at any cell size worth using. */
const COLUMNS = 4_194_304;

/**
 * Items on a grid of square cells (in degrees, `cellM` metres tall) for radius queries. Cells
 * are as wide in degrees as they are tall, so they narrow in metres towards the poles; a query
 * visits the cells of the search rules' box around its circle (radiusBounds), both sides of the
 * antimeridian and every longitude over a pole included.
 */
export class GeoGrid<T> {
  readonly #cells = new Map<number, T[]>();
  readonly #cellDeg: number;

  constructor(cellM: number) {
    this.#cellDeg = cellM / METERS_PER_DEGREE;
  }

  /** The cell of a point: row × 2^22 + column, an integer a double holds exactly. */
  cellOf(lat: number, lon: number): number {
    return this.#row(lat) * COLUMNS + this.#column(lon);
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
    const bounds = radiusBounds(lat, lon, radiusM);
    const rowTo = this.#row(bounds.north);
    for (const [west, east] of longitudeSpans(bounds)) {
      const columnTo = this.#column(east);
      for (let row = this.#row(bounds.south); row <= rowTo; row++) {
        for (let column = this.#column(west); column <= columnTo; column++) {
          const items = this.#cells.get(row * COLUMNS + column);
          if (items) for (const item of items) visit(item);
        }
      }
    }
  }

  #row(lat: number): number {
    return Math.floor((lat + 90) / this.#cellDeg);
  }

  #column(lon: number): number {
    return Math.floor((lon + 180) / this.#cellDeg);
  }
}

/** The bounds' longitudes as increasing spans: two when they cross the antimeridian. */
function longitudeSpans(bounds: GeoBounds): Array<[number, number]> {
  if (bounds.longitudes === 'all') return [[-180, 180]];
  const { west, east } = bounds.longitudes;
  return west <= east ? [[west, east]] : [[west, 180], [-180, east]];
}
