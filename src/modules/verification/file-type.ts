/** The media types a verification document may have, recognized by their leading bytes. */
const SIGNATURES: { mediaType: string; magic: number[] }[] = [
  { mediaType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  { mediaType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { mediaType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The media type the content really has (the declared Content-Type and file name are not trusted). */
export function sniffDocumentType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.magic.every((b, i) => bytes[i] === b))?.mediaType;
}
