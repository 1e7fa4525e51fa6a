// The organizer's CSV box holds what a paste would give: a textarea's value has no byte order mark and
// only \n line ends, and a chosen file is read into the same shape. The box then sends what it shows,
// and a file read into it and edited, or pasted from it, is read the same way.

/** A chosen file's text as the box would hold it pasted. */
export function asPasted(text: string): string {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}
