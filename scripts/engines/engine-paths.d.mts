export declare const enginePaths: {
  webkitDriver: string;
  miniBrowser: string;
  xvfb: string;
  firefox: string;
};
