// The Spanish names of the company-story video and its artwork (business.videos.story and
// storyPoster in English), for the welcome dialog on Spanish pages. The video is the same one:
// only what the page says about it changes.
export const storyVideoWords = {
  title: "Conozca a nuestro equipo familiar de plomeros",
  posterAlt:
    "Dibujo de una camioneta de servicio de plomería estacionada frente a una casa, con un saguaro y montañas del desierto",
};
