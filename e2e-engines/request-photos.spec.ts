import sharp from "sharp";
import {
  sentMail,
  storedPhotos,
  storedRequests,
} from "../e2e/support/contact-function";
import { jpegWithGps } from "../lib/contact/photos/test-images";
import { expect, test } from "./support/fixtures";
import { byText, expectInPage, hydrated, sleep } from "./support/tab";

// Photos with the request in WebKit and Firefox, as e2e/request-photos.spec.ts checks them in
// Chromium: each engine's createImageBitmap and canvas scale the photo, and the office e-mail gets
// it without EXIF. The drivers cannot open a file picker, so the files are handed to the form's
// file input from the page, as the picker would (a DataTransfer and a change event).

const PAGE = "/services/water-softener";
const form = "#request-service form";
const field = (name: string) => `${form} [name="${name}"]`;
const button = (text: string) =>
  `${byText("button", text, `//*[@id="request-service"]`)}[not(@disabled)]`;

/** What the picker does: the chosen files into the input, then its change event. */
function chooseInPage(
  css: string,
  files: { name: string; type: string; base64: string }[],
) {
  const input = document.querySelector<HTMLInputElement>(css)!;
  const transfer = new DataTransfer();
  for (const file of files) {
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], file.name, { type: file.type }));
  }
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

test("two photos, one removed, Back and Next: the office e-mail has one, clean, at most 2,048 px", async ({
  tab,
}) => {
  const name = `Pat Photos ${tab.engine} ${Date.now().toString(36)}`;
  const camera = await jpegWithGps(3000, 4000);
  const drawing = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#1b4965" },
  })
    .png()
    .toBuffer();

  await tab.goto(PAGE);
  await tab.type(field("name"), name);
  await hydrated(tab, field("name"));
  const hydratedAt = Date.now();
  await tab.type(field("phone"), "480-555-0187");
  await tab.type(field("message"), "The softener's valve leaks.");
  await tab.evaluate(chooseInPage, `${form} input[type="file"]`, [
    {
      name: "IMG_0412.jpg",
      type: "image/jpeg",
      base64: camera.toString("base64"),
    },
    {
      name: "sketch.png",
      type: "image/png",
      base64: drawing.toString("base64"),
    },
  ]);
  const states = () =>
    expectInPage(
      tab,
      (css: string) =>
        [...document.querySelectorAll(css)].map(
          (item) => item.querySelector("p")?.textContent ?? "",
        ),
      [`${form} ul[aria-label="Chosen photos"] li`],
      "the photos' states",
      20_000,
    );
  await states().toEqual([
    // What Submit will send: "Ready, 412 KB" or "Ready, 1.3 MB".
    expect.stringMatching(/^Ready, (\d+ KB|\d+\.\d MB)$/),
    expect.stringMatching(/^Ready, (\d+ KB|\d+\.\d MB)$/),
  ]);
  // The camera photo was scaled upright (portrait) to 2,048 px on its long edge.
  await expectInPage(
    tab,
    (css: string) => {
      const img = document.querySelector<HTMLImageElement>(css);
      return img ? [img.naturalWidth, img.naturalHeight] : [];
    },
    [`${form} img[alt="Photo 1: IMG_0412.jpg"]`],
  ).toEqual([1536, 2048]);

  await tab.click(`${form} button[aria-label="Remove photo 2 (sketch.png)"]`);
  await states().toHaveLength(1);
  await tab.click(button("Next"));
  await tab.click(button("Back"));
  await states().toHaveLength(1);
  await tab.click(button("Next"));

  await tab.type(field("address"), "1234 East Main Street");
  await tab.type(field("city"), "Mesa");
  await tab.type(field("state"), "AZ");
  await tab.type(field("zipCode"), "85203");
  await sleep(4_000 - (Date.now() - hydratedAt));
  await tab.click(button("Submit"));
  await expectInPage(
    tab,
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")]
        .map((toast) => toast.textContent)
        .join(" | "),
    [],
    "the toast",
    20_000,
  ).toContain("Request Submitted");

  const [row] = await storedRequests(name);
  expect(await storedPhotos(row!.id)).toHaveLength(1);
  const office = (await sentMail(row!.id)).find((email) =>
    email.idempotencyKey.startsWith("contact-request/"),
  );
  expect(office?.attachments).toHaveLength(1);
  const attached = Buffer.from(office!.attachments![0]!.content, "base64");
  const seen = await sharp(attached).metadata();
  expect([seen.format, seen.width, seen.height, seen.exif]).toEqual([
    "jpeg",
    1536,
    2048,
    undefined,
  ]);
});
