// Vector artwork drawn through <use> rather than <img>. Shapes drawn this way are not a Largest
// Contentful Paint candidate, so art that appears late (the welcome dialog's, two seconds after
// load) cannot become the page's LCP. The file's root <svg> must carry id="art".
export function VectorArt({
  src,
  alt,
  className = "size-full",
}: {
  src: string;
  /** Empty for decoration: the art is then hidden from assistive technology. */
  alt: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 1280 720"
      preserveAspectRatio="xMidYMid slice"
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={className}
    >
      <use href={`${src}#art`} />
    </svg>
  );
}
