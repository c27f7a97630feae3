/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.example.com/services/water-softener"}
 */
import { act, createRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ConversionTracker } from "@/components/analytics/conversion-tracker";
import { CallBar } from "@/components/layout/call-bar";
import { ContactSection } from "@/components/layout/contact-section";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { RequestForm } from "@/components/request-form/request-form";
import { submitRequest } from "@/components/request-form/submit-request";
import { welcomeDialogFacts } from "@/components/welcome-dialog/facts";
import { WelcomeDialog } from "@/components/welcome-dialog/welcome-dialog";
import { listenForConversions } from "@/lib/analytics/conversions";

// The site's real header, footer, contact section, welcome dialog and request form, mounted in
// a DOM with the one delegated listener: which clicks and submissions become events, with
// which name and placement, and that nothing a visitor typed travels with them.

jest.mock("@/components/request-form/submit-request", () => ({
  submitRequest: jest.fn(),
}));
jest.mock("@/components/ui/toaster", () => ({ showToast: jest.fn() }));
jest.mock("@vercel/analytics", () => ({ track: jest.fn() }));

// React warns about state updates outside act() unless told this is a test environment.
(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

const PATH = "/services/water-softener";

/** Waits (up to 2 s) for what the form does asynchronously: it loads its resolver on demand. */
async function until(done: () => boolean) {
  for (let i = 0; i < 40 && !done(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  expect(done()).toBe(true);
}
let root: Root;
let container: HTMLDivElement;
const sink = jest.fn();
let stop: () => void;
// jsdom cannot follow tel:, mailto: or page links; the tracker listens before this runs.
const noNavigation = (event: Event) => {
  if ((event.target as Element).closest("a")) event.preventDefault();
};

async function mount(ui: React.ReactNode) {
  await act(async () => root.render(ui));
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  sink.mockClear();
  stop = listenForConversions(document, sink);
  document.addEventListener("click", noNavigation);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  stop();
  document.removeEventListener("click", noNavigation);
});

const click = (element: Element | null | undefined) => {
  if (!element) throw new Error("element not found");
  act(() => (element as HTMLElement).click());
};

describe("conversion events", () => {
  it("name phone and e-mail clicks by where on the page they happened", async () => {
    await mount(
      <>
        <Header />
        <main>
          <a href="tel:+14805550123">
            <span>Call now</span>
          </a>
        </main>
        <ContactSection />
        <Footer />
      </>,
    );
    click(container.querySelector('header a[href^="tel:"]'));
    click(container.querySelector('main a[href^="tel:"] span'));
    click(
      container.querySelector('section[data-track-area] a[href^="mailto:"]'),
    );
    click(container.querySelector('footer a[href^="tel:"]'));
    click(container.querySelector('footer a[href="/about"]'));

    expect(sink.mock.calls.map(([event]) => event)).toEqual([
      { name: "Call Click", data: { path: PATH, area: "header" } },
      { name: "Call Click", data: { path: PATH, area: "page" } },
      { name: "Email Click", data: { path: PATH, area: "contact-section" } },
      { name: "Call Click", data: { path: PATH, area: "footer" } },
    ]);
  });

  it("report the welcome dialog's Contact Us and Call", async () => {
    await mount(
      <WelcomeDialog
        facts={welcomeDialogFacts()}
        open
        onOpenChange={() => {}}
        returnFocusTo={createRef()}
      />,
    );
    const dialog = document.querySelector('[role="dialog"]');
    const links = [...(dialog?.querySelectorAll("a") ?? [])];
    click(links.find((a) => a.textContent === "Contact Us"));
    click(links.find((a) => a.getAttribute("href")?.startsWith("tel:")));
    expect(sink.mock.calls.map(([event]) => event)).toEqual([
      { name: "Contact Click", data: { path: PATH, area: "welcome-dialog" } },
      { name: "Call Click", data: { path: PATH, area: "welcome-dialog" } },
    ]);
  });

  it("report the phone call bar's Call now and Request service", async () => {
    // jsdom has no IntersectionObserver; the bar's visibility is covered by e2e/visitor-answers.
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    await mount(
      <CallBar phone={{ label: "(480) 555-0142", href: "tel:4805550142" }} />,
    );
    const bar = container.querySelector('[data-track-area="call-bar"]');
    click(bar?.querySelector('a[href^="tel:"]'));
    click(bar?.querySelector('a[href="/contact"]'));
    expect(sink.mock.calls.map(([event]) => event)).toEqual([
      { name: "Call Click", data: { path: PATH, area: "call-bar" } },
      { name: "Contact Click", data: { path: PATH, area: "call-bar" } },
    ]);
  });

  it.each([
    [true, "Request Sent"],
    [false, "Request Failed"],
  ])(
    "report a request whose delivery ok=%s as %s, without the typed values",
    async (ok, name) => {
      jest.mocked(submitRequest).mockResolvedValue({ ok });
      await mount(<RequestForm trackArea="sticky-form" />);
      const form = container.querySelector("form")!;
      const typed = {
        name: "Rosalind Quarterman",
        phone: "(480) 555-0187",
        message: "Water heater pilot keeps going out",
        address: "4417 East Juniper Street",
        city: "Gilbert",
        state: "AZ",
        zipCode: "85296",
      };
      const fill = async (fields: (keyof typeof typed)[]) => {
        for (const field of fields) {
          const input = form.querySelector<HTMLInputElement>(
            `[name="${field}"]`,
          )!;
          const setter = Object.getOwnPropertyDescriptor(
            Object.getPrototypeOf(input),
            "value",
          )!.set!;
          await act(async () => {
            setter.call(input, typed[field]);
            input.dispatchEvent(new Event("input", { bubbles: true }));
          });
        }
      };
      const submit = async () => {
        const button = form.querySelector<HTMLButtonElement>(
          'button[type="submit"]',
        )!;
        await act(async () => button.click());
      };

      await fill(["name", "phone", "message"]);
      await submit();
      await until(() => form.querySelector('[name="address"]') !== null);
      await fill(["address", "city", "state", "zipCode"]);
      await act(async () =>
        form
          .querySelector<HTMLInputElement>('[name="accountConsent"]')!
          .click(),
      );
      await submit();
      await until(() => sink.mock.calls.length > 0);

      expect(submitRequest).toHaveBeenCalledTimes(1);
      expect(sink.mock.calls).toEqual([
        [{ name, data: { path: PATH, area: "sticky-form" } }],
      ]);
      const sent = JSON.stringify(sink.mock.calls);
      for (const value of Object.values(typed)) {
        expect(sent).not.toContain(value);
      }
      jest.mocked(submitRequest).mockReset();
    },
  );

  it("reach Vercel Analytics through track() when the layout renders the tracker", async () => {
    const { track } = jest.requireMock<{ track: jest.Mock }>(
      "@vercel/analytics",
    );
    await mount(
      <>
        <ConversionTracker />
        <footer data-track-area="footer">
          <a href="mailto:office@example.com">E-mail us</a>
        </footer>
      </>,
    );
    click(container.querySelector('a[href^="mailto:"]'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(track).toHaveBeenCalledWith("Email Click", {
      path: PATH,
      area: "footer",
    });
  });
});
