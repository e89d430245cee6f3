/** Turns a payload of version `n` into version `n + 1`; throws UpcastError when it cannot. */
export type Upcaster = (data: unknown) => unknown;

export class UpcastError extends Error {
  override readonly name = 'UpcastError';
  constructor(
    message: string,
    readonly issues: readonly string[] = [],
  ) {
    super(message);
  }
}
