/** The one error for an image whose bytes do not make the file they claim to be. */
export class ImageFormatError extends Error {
  override name = "ImageFormatError";
}
