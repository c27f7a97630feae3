import { checkPhotos } from "@/lib/contact/photos/check-photos";
import { MAX_SENT_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";

jest.mock("server-only", () => ({}));

// The server's photo refusals in the request's language (issue 57): a Spanish request is told in
// Spanish, naming the photo the same way; English is as before.

const notAPhoto = new File(
  [new TextEncoder().encode("not a photo")],
  "fuga.jpg",
  {
    type: "image/jpeg",
  },
);

describe("checkPhotos in Spanish", () => {
  it("names the photo it cannot read", async () => {
    expect(await checkPhotos([notAPhoto], "es")).toMatchObject({
      ok: false,
      message:
        "Foto 1 (fuga.jpg) no es una foto que podamos leer. Elija una imagen JPEG, PNG o WebP, o envíe la solicitud sin ella.",
    });
    expect(await checkPhotos([notAPhoto])).toMatchObject({
      ok: false,
      message:
        "Photo 1 (fuga.jpg) is not a photo we can read. Choose a JPEG, PNG or WebP image, or send the request without it.",
    });
  });

  it("says how many photos a request takes, and how much they may come to", async () => {
    const six = Array.from({ length: 6 }, () => notAPhoto);
    expect(await checkPhotos(six, "es")).toMatchObject({
      message: "Puede agregar hasta 5 fotos.",
    });
    const large = new File([new Uint8Array(MAX_SENT_PHOTO_BYTES + 1)], "a.jpg");
    expect(await checkPhotos([large], "es")).toMatchObject({
      message: expect.stringMatching(
        /^Las fotos suman 4\.0 MB, y una solicitud puede llevar 4 MB de fotos en total\./,
      ),
    });
  });
});
