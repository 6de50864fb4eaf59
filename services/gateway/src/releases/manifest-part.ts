/** The name of the multipart part that carries a publish's manifest; it comes before the files. */
export const MANIFEST_PART = 'manifest';
