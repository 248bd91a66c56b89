/** Chunk file names under `folder`; a feature's per-language strings are named for what they are (strings-auth-ar-….js). */
export function chunkFileNames(folder: string): (chunk: { facadeModuleId: string | null }) => string {
  return (chunk) => {
    const strings = /\/([^/]+)\/strings\/(en|ar)\.ts$/.exec(chunk.facadeModuleId ?? '');
    return strings ? `${folder}/strings-${strings[1]}-${strings[2]}-[hash].js` : `${folder}/[name]-[hash].js`;
  };
}
