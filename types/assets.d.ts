// Ambient module declarations for files that webpack turns into modules.
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
