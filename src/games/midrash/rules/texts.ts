/**
 * Choice texts are the same few strings on every step (`use 2 1`, `set golem 3`): each is built once, on first
 * use, and then looked up by its numbers, so listing choices allocates no new strings.
 */
export class TextTable {
  private readonly rows: string[][] = [];
  constructor(private readonly make: (a: number, b: number) => string) {}

  get(a: number, b = 0): string {
    const row = (this.rows[a] ??= []);
    return (row[b] ??= this.make(a, b));
  }
}
