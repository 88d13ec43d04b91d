/** Browser entry of the script host: everything of index.ts plus the singlefile module loader. */
export * from './index.ts';
export { loadBrowserModule } from './loadBrowserModule.ts';
