import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTOS,
  MAX_REQUEST_PIXELS,
} from "@/supabase/functions/_shared/photo-limits";
import { formatBytes, SENT_PHOTOS_CAP } from "@/lib/contact/photos/sizes";
import {
  PLAIN_PHOTOS_TOO_LARGE,
  PLAIN_POST_TOO_LARGE,
} from "@/lib/contact/photos/plain-photos";
import {
  doesNotFit,
  photoMessages,
  sparsePhotos,
  tooLargeInAll,
  tooManyPixelsInAll,
} from "@/lib/contact/photos/messages";

// What the server says about a request's photos, in the request's language (issue 57): English
// as in messages.ts, Spanish written here with the same limits. Server code only.

function megapixels(pixels: number) {
  return Math.round(pixels / 1_000_000);
}

/** "Foto 1 (a.png)", "Foto 1 (a.png) y Foto 2 (b.png)". */
function listedEs(labels: readonly string[]) {
  return labels.length < 2
    ? (labels[0] ?? "")
    : `${labels.slice(0, -1).join(", ")} y ${labels.at(-1)}`;
}

export type PhotoServerWords = {
  /** "Photo 1", before the file's name in brackets. */
  photo: string;
  notAnImage: string;
  heic: string;
  tooLarge: string;
  tooManyPixels: string;
  tooMany: string;
  doesNotFit: (name: string) => string;
  tooLargeInAll: (total: number) => string;
  sparsePhotos: (labels: readonly string[]) => string;
  tooManyPixelsInAll: (labels: readonly string[], pixels: number) => string;
  /** The one-page form's 4 MB in all ("{size}"), plain-photos.ts. */
  plainTooLarge: string;
  /** The one-page form after proxy.ts sent back a post too large to read. */
  plainPostTooLarge: string;
};

export const photoServerWords: Record<"en" | "es", PhotoServerWords> = {
  en: {
    photo: "Photo",
    ...photoMessages,
    doesNotFit,
    tooLargeInAll,
    sparsePhotos,
    tooManyPixelsInAll,
    plainTooLarge: PLAIN_PHOTOS_TOO_LARGE,
    plainPostTooLarge: PLAIN_POST_TOO_LARGE,
  },
  es: {
    photo: "Foto",
    notAnImage:
      "no es una foto que podamos leer. Elija una imagen JPEG, PNG o WebP, o envíe la solicitud sin ella.",
    heic: "es una foto HEIC (el formato del iPhone), que no podemos leer. Envíela desde la fototeca del iPhone con este formulario, que la convierte en JPEG, o guárdela antes como JPEG.",
    tooLarge: `pesa más de ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Elija una foto más pequeña.`,
    tooManyPixels: `tiene más píxeles de los que toma la cámara de un teléfono (más de ${megapixels(MAX_PHOTO_PIXELS)} megapíxeles). Elija una foto más pequeña.`,
    tooMany: `Puede agregar hasta ${MAX_PHOTOS} fotos.`,
    doesNotFit: (name) =>
      `${name} no cabe: las fotos de una solicitud pueden sumar ${SENT_PHOTOS_CAP} en total, aun reducidas. Quite una foto para agregar esta.`,
    tooLargeInAll: (total) =>
      `Las fotos suman ${formatBytes(total)}, y una solicitud puede llevar ${SENT_PHOTOS_CAP} de fotos en total. Quite una foto y vuelva a enviar; lo que escribió se conserva.`,
    sparsePhotos: (labels) =>
      labels.length > 1
        ? `${listedEs(labels)} tienen muchos menos bytes de los que necesita su tamaño en píxeles, algo que ninguna foto o captura de pantalla tiene. Guárdelas como JPEG y vuelva a enviar, o envíe la solicitud sin ellas; lo que escribió se conserva.`
        : `${listedEs(labels)} tiene muchos menos bytes de los que necesita su tamaño en píxeles, algo que ninguna foto o captura de pantalla tiene. Guárdela como JPEG y vuelva a enviar, o envíe la solicitud sin ella; lo que escribió se conserva.`,
    tooManyPixelsInAll: (labels, pixels) =>
      `${listedEs(labels)} suman ${megapixels(pixels)} megapíxeles, y una solicitud puede llevar ${megapixels(MAX_REQUEST_PIXELS)}. Quite una foto o elija fotos más pequeñas y vuelva a enviar; lo que escribió se conserva.`,
    plainTooLarge: `Las fotos suman {size}, y esta página puede enviar ${SENT_PHOTOS_CAP} en total. Elija menos fotos o más pequeñas, o envíe la solicitud sin ellas; lo que escribió se conserva.`,
    plainPostTooLarge: `Esas fotos eran demasiado grandes para enviarlas: esta página puede enviar ${SENT_PHOTOS_CAP} de fotos en total, así que no se envió nada. Elija menos fotos o más pequeñas, o envíe la solicitud sin ellas. El botón Atrás de su navegador puede recuperar lo que escribió.`,
  },
};
