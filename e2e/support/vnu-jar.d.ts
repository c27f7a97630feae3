// vnu-jar ships no types: its main module exports the path of the checker's jar file.
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
