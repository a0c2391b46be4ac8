/** Vite's `?url` import of pdf.js's worker (PdfViewer.tsx): the worker file's address in the build. */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs?url' {
  const url: string;
  export default url;
}
