import "server-only";
import type { RequestFormWords } from "@/components/request-form/words";
import { contactMessages } from "@/lib/contact/messages";
import { doesNotFit, photoMessages } from "@/lib/contact/photos/messages";
import {
  PLAIN_PHOTOS_HINT,
  PLAIN_PHOTOS_TOO_LARGE,
} from "@/lib/contact/photos/plain-photos";
import { photoServerWords } from "@/lib/contact/photos/server-words";
import { SENT_PHOTOS_CAP } from "@/lib/contact/photos/sizes";
import { TEXT_NEEDS_SERVICE_CONSENT } from "@/lib/contact-fields";
import { englishSchemaMessages } from "@/lib/contact-schema";
import { defineMessages } from "@/lib/i18n/define-messages";
import {
  spanishSchemaMessages,
  TEXT_NEEDS_SERVICE_CONSENT_ES,
} from "@/supabase/functions/_shared/contact-schema-es";

// The request form's words (components/request-form/*), both languages, on the server only:
// RequestForm and the one-page form hand their island the page's language alone
// (words.ts). English is word for word what the form said before languages.

const en: RequestFormWords = {
  stepOf: "Step {step} of 2:",
  stepAbout: "About your request",
  stepAddress: "Service address",
  fields: {
    name: "Full name",
    phone: "Phone",
    email: "E-mail (optional)",
    preferredContact: "Preferred contact",
    call: "Phone Call",
    text: "Text Message",
    message: "How can we help?",
    address: "Street address",
    city: "City",
    state: "State",
    zipCode: "ZIP code",
  },
  next: "Next",
  back: "Back",
  submit: "Submit",
  submitting: "Submitting...",
  honeypot: "Company website",
  zipOutside: "{zip} is outside our usual area.",
  zipOutsideMore:
    "You can still send this request and the office will see what we can do, or call us at",
  arrival: {
    label: "Preferred arrival window (optional)",
    firstAvailable: "First available",
    hint: "A preference, not a booking: we'll call or text to confirm.",
  },
  consent: {
    legend: "Text messages",
    intro:
      "Optional if you prefer a phone call. To get replies by text, tick the service-texts box.",
    see: "See our",
    and: "and",
    privacy: "Privacy Policy",
    privacyHref: "/privacy",
    sms: "SMS Terms",
    smsHref: "/terms#sms",
    newTab: "(opens in a new tab)",
  },
  photos: {
    title: "Photos (optional)",
    hint: "Up to {max}, JPEG, PNG or WebP. Please keep people out of the photos.",
    hintEnd: "Location and camera data are removed.",
    add: "Add photos",
    addMore: "Add more photos",
    loadFailed:
      "The photos could not be loaded. Check your connection and choose them again.",
    preparing: "Preparing…",
    preparingLabel: "Preparing photos...",
    preparingStatus: "Preparing your photos before sending the request…",
    sendingLabel: "Sending {photos} ({size})...",
    sendingStatus: "Sending your request and {photos} ({size})…",
    onePhoto: "1 photo",
    manyPhotos: "{count} photos",
    ready: "Ready, {size}",
    madeSmaller: ", made smaller to fit",
    listLabel: "Chosen photos",
    thumbnail: "Photo {n}: {name}",
    remove: "Remove",
    removeLabel: "Remove photo {n} ({name})",
    notAnImage: photoMessages.notAnImage,
    heic: photoMessages.heic,
    tooLarge: photoMessages.tooLarge,
    tooMany: photoMessages.tooMany,
    doesNotFit: doesNotFit("{name}"),
    plainHint: PLAIN_PHOTOS_HINT,
    plainAgain: "If the form comes back with a message, choose them again.",
    plainTooLarge: PLAIN_PHOTOS_TOO_LARGE,
  },
  toast: {
    consentTitle: "Consent Required",
    consent: TEXT_NEEDS_SERVICE_CONSENT,
    sentTitle: "Request Submitted",
    sent: "We'll get back to you as soon as possible!",
    reference: "Reference {reference}",
    failedTitle: "Something went wrong",
    failed: contactMessages.failed,
  },
  plain: {
    path: "/contact/request",
    about: "1. About your request",
    address: "2. Service address",
    sendAnother: "Send another request",
    orCall: "or call us at",
  },
  schema: englishSchemaMessages,
};

export const requestFormMessages = defineMessages({
  en: {
    /** The frame around the island (request-form.tsx), rendered on the server. */
    frame: {
      title: "Request Service",
      noscript: "This form needs JavaScript. Use the",
      noscriptLink: "one-page request form",
      noscriptAfter: "instead, or call us at",
    },
    form: en,
  },
  es: {
    frame: {
      title: "Solicite servicio",
      noscript: "Este formulario necesita JavaScript. Use el",
      noscriptLink: "formulario de solicitud en una sola página",
      noscriptAfter: "o llámenos al",
    },
    form: {
      stepOf: "Paso {step} de 2:",
      stepAbout: "Sobre su solicitud",
      stepAddress: "Dirección del servicio",
      fields: {
        name: "Nombre completo",
        phone: "Teléfono",
        email: "Correo electrónico (opcional)",
        preferredContact: "Forma de contacto preferida",
        call: "Llamada",
        text: "Mensaje de texto",
        message: "¿En qué le podemos ayudar?",
        address: "Dirección",
        city: "Ciudad",
        state: "Estado",
        zipCode: "Código postal",
      },
      next: "Siguiente",
      back: "Atrás",
      submit: "Enviar",
      submitting: "Enviando...",
      honeypot: "Sitio web de la empresa",
      zipOutside: "{zip} está fuera de nuestra zona habitual.",
      zipOutsideMore:
        "Puede enviar esta solicitud de todos modos y la oficina verá qué podemos hacer, o llámenos al",
      arrival: {
        label: "Horario de llegada preferido (opcional)",
        firstAvailable: "Primer horario disponible",
        hint: "Es una preferencia, no una cita: le llamaremos o le enviaremos un mensaje de texto para confirmarla.",
      },
      consent: {
        legend: "Mensajes de texto",
        intro:
          "Son opcionales si prefiere una llamada. Para recibir respuestas por mensaje de texto, marque la casilla de mensajes de servicio.",
        see: "Consulte nuestra",
        and: "y los",
        privacy: "Política de privacidad",
        privacyHref: "/es/privacidad",
        sms: "Términos de SMS",
        smsHref: "/es/terminos#sms",
        newTab: "(se abre en una pestaña nueva)",
      },
      photos: {
        title: "Fotos (opcional)",
        hint: "Hasta {max}, en JPEG, PNG o WebP. Por favor, que no salgan personas en las fotos.",
        hintEnd: "Se quitan los datos de ubicación y de la cámara.",
        add: "Agregar fotos",
        addMore: "Agregar más fotos",
        loadFailed:
          "No se pudieron cargar las fotos. Revise su conexión y vuelva a elegirlas.",
        preparing: "Preparando…",
        preparingLabel: "Preparando fotos...",
        preparingStatus: "Preparando sus fotos antes de enviar la solicitud…",
        sendingLabel: "Enviando {photos} ({size})...",
        sendingStatus: "Enviando su solicitud y {photos} ({size})…",
        onePhoto: "1 foto",
        manyPhotos: "{count} fotos",
        ready: "Lista, {size}",
        madeSmaller: ", reducida para que quepa",
        listLabel: "Fotos elegidas",
        thumbnail: "Foto {n}: {name}",
        remove: "Quitar",
        removeLabel: "Quitar la foto {n} ({name})",
        notAnImage: photoServerWords.es.notAnImage,
        heic: photoServerWords.es.heic,
        tooLarge: photoServerWords.es.tooLarge,
        tooMany: photoServerWords.es.tooMany,
        doesNotFit: photoServerWords.es.doesNotFit("{name}"),
        plainHint: `Hasta ${SENT_PHOTOS_CAP} en total: esta página envía las fotos en su tamaño original, que desde un teléfono son una o dos.`,
        plainAgain:
          "Si el formulario vuelve con un mensaje, elíjalas de nuevo.",
        plainTooLarge: photoServerWords.es.plainTooLarge,
      },
      toast: {
        consentTitle: "Falta su consentimiento",
        consent: TEXT_NEEDS_SERVICE_CONSENT_ES,
        sentTitle: "Solicitud enviada",
        sent: "¡Nos comunicaremos con usted lo antes posible!",
        reference: "Referencia {reference}",
        failedTitle: "Algo salió mal",
        failed: "Por favor, inténtelo de nuevo o llámenos directamente.",
      },
      plain: {
        path: "/es/contacto/solicitud",
        about: "1. Sobre su solicitud",
        address: "2. Dirección del servicio",
        sendAnother: "Enviar otra solicitud",
        orCall: "o llámenos al",
      },
      schema: spanishSchemaMessages,
    },
  },
});
