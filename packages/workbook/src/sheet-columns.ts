/** One column of an import sheet: the header text and the field it fills. */
export interface SheetColumn<Field extends string> {
  header: string;
  field: Field;
}

/** An import sheet's layout, in template order. */
export interface SheetLayout<Field extends string> {
  columns: readonly SheetColumn<Field>[];
  /**
   * Digits Excel may have turned into a number, dropping leading zeros (CIK 0000320193 → 320193):
   * a whole-number cell in these columns is padded back to the given length.
   */
  zeroPadded?: Partial<Record<Field, number>>;
}
