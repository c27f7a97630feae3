// The id of a desktop dropdown's link list (components/layout/header.tsx). The phone menu reads
// its sections from these lists when it opens rather than carrying the same links again.
export const navListId = (menu: string) => `nav-links-${menu}`;
