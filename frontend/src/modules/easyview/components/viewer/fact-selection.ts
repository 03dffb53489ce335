/** The fact chosen, and where: a choice in the list scrolls the document to the fact, one in the document does not. */
export interface FactSelection {
  id: string;
  from: 'list' | 'document';
}
