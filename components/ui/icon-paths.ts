// The paths of the site's icon set (components/ui/icons.tsx), one export each, so that a client
// component takes only the ones it draws: through <Icon name>, the whole set would ship with it.

export const phone =
  "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2";
export const mail = "M3 5h18v14H3zM3 7l9 6 9-6";
export const pin =
  "M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5";
export const menu = "M4 6h16M4 12h16M4 18h16";
export const close = "M6 6l12 12M18 6L6 18";
export const chevron = "M6 9l6 6 6-6";
export const star =
  "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z";
export const check = "M5 12.5l4.5 4.5L19 7";
export const shield = "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z";
export const clock = "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18";
export const home = "M3 11l9-7 9 7M5 10v10h14V10";
export const users =
  "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6";
export const dollar =
  "M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6";
export const flame =
  "M12 3c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-3.5 2-5 1 1.5 1.5 2 2 2 .5-2.5 0-5 1-7";
export const bolt = "M13 2L4 14h7l-1 8 9-12h-7z";
export const filter = "M4 4h16l-6 8v6l-4 2v-8z";
export const droplet = "M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z";
export const sparkle =
  "M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6";
export const glass = "M6 3h12l-1.5 17a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1zM6.5 9h11";
export const valve = "M3 14h18M3 18h18M12 14V8M8 5h8M12 5v3";
export const gauge = "M12 21a9 9 0 1 1 9-9M12 12l4-4M12 12h.01";
export const pipe = "M3 8h8a4 4 0 0 1 4 4v9M3 4v8M11 21h8";
export const camera = "M3 7h12v10H3zM15 10l6-3v10l-6-3";
export const drain =
  "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M8 9h8M7 12h10M8 15h8";
export const disposal = "M7 3h10v4H7zM6 7h12l-1 14H7zM10 11v6M14 11v6";
export const faucet = "M4 10h9a4 4 0 0 1 4 4v1M8 10V6h6M11 6V3M17 18v2";
export const shower =
  "M4 20V8a5 5 0 0 1 10 0M10 8h8M12 12v1M15 12v1M18 12v1M13 15v1M16 15v1";
export const toilet =
  "M6 4h5v7H6zM4 11h14a4 4 0 0 1-4 5h-1l1 5H7l1-5a4 4 0 0 1-4-5";
export const external = "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6";
export const play = "M8 5v14l11-7z";
export const arrow = "M5 12h14M13 6l6 6-6 6";
