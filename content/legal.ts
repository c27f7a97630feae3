import { business, formatAddress } from "@/content/business";
import { env } from "@/lib/env";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";
import type { ContactFormInput } from "@/lib/contact-schema";
import { emergencyAdvice } from "@/supabase/functions/_shared/next-call";

// The Privacy Policy (/privacy) and the Terms of Use (/terms, with the SMS terms at /terms#sms),
// as data the two pages render: edit the words here and nowhere else. Every statement describes
// what the site's code does; docs/privacy-and-terms.md names the file behind each one, and lists
// what the owner's lawyer must review. Company facts come from content/business.ts.
//
// Writing a section: p(...) is a paragraph, list(...) a bulleted list (one argument per item),
// link(text, href) a link and strong(text) a term in bold, all inside p or list items.

/**
 * The day both pages take effect, YYYY-MM-DD. The owner's lawyer must review both pages and set
 * this date before launch; change it whenever the text changes in substance.
 */
export const LEGAL_EFFECTIVE_DATE = "2026-11-27";

/**
 * How long a service request is kept. The daily purge deletes requests older than this
 * (supabase/migrations/20261209120000_contact_request_retention.sql, whose default must say the
 * same: app/(en)/privacy/legal-content.test.ts checks). Changing it means changing both.
 */
export const REQUEST_RETENTION_MONTHS = 24;

/**
 * How long the record of a text-message consent is kept once the office recorded a STOP; while
 * the consent stands it is kept, since the office may still be texting on it and a text can be
 * sued over for four years after it was sent (28 U.S.C. § 1658(a)). The daily purge in
 * supabase/migrations/20261216120000_consent_proof.sql, whose default must say the same
 * (content/legal.test.ts checks). Five: a do-not-call request is honoured for five years (47 CFR
 * 64.1200(d)(6)), and no text follows a STOP, so a claim's four years end within them.
 */
export const TEXT_CONSENT_RETENTION_YEARS = 5;

/**
 * The one way the terms say what a customer gets before work starts, the company's own promise
 * on /about ("A written price before any work starts"): the terms use this phrase and no other
 * (content/legal.test.ts).
 */
export const PRICE_PROMISE = "a written price";

/**
 * Where the browser fetches the site's own video files (the home hero's background video, the
 * contact page's video) from: this site, on Vercel, for a /path, else the file host's name. The
 * policy names each, so configuring a video on another host changes the policy with it.
 */
export function videoFileHosts(
  urls: (string | undefined)[] = [
    env.NEXT_PUBLIC_HERO_VIDEO_URL,
    env.NEXT_PUBLIC_CONTACT_VIDEO_URL,
  ],
  thisSite = "this site (Vercel)",
): string[] {
  const hosts = urls.flatMap((url) =>
    !url ? [] : url.startsWith("/") ? [thisSite] : [new URL(url).host],
  );
  return [...new Set(hosts)];
}

/** A run of text in a paragraph or list item: plain, a link, or a term in bold. */
export type Inline =
  string | { text: string; href: string } | { strong: string };

export type Block =
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; items: Inline[][] };

export type LegalSection = {
  /** The section's anchor (/privacy#retention); links elsewhere depend on it: keep it stable. */
  id: string;
  heading: string;
  blocks: Block[];
};

/** The two pages' addresses, and their Spanish twins' (content/es/legal.ts). */
export type LegalPath =
  "/privacy" | "/terms" | "/es/privacidad" | "/es/terminos";

export type LegalPage = {
  path: LegalPath;
  /** The h1 and the page title. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  keywords: string[];
  /** The social card's big line (lib/seo/social-cards.ts). */
  cardTitle: string;
  intro: Block[];
  sections: LegalSection[];
};

// The blocks' builders, shared with the accessibility statement (content/accessibility.ts).
export const p = (...content: Inline[]): Block => ({
  kind: "paragraph",
  content,
});
export const list = (...items: (Inline | Inline[])[]): Block => ({
  kind: "list",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const link = (text: string, href: string): Inline => ({ text, href });
export const strong = (text: string): Inline => ({ strong: text });

const { name } = business;
const phone = link(formatPhone(business.phone), telHref(business.phone));

/**
 * The terms' advice for water that won't stop, around the phone link. "Don't wait for a reply"
 * only where the phone is answered for emergencies while the office is closed
 * (emergencyLineAfterHours in office-schedule.ts, as the header decides); otherwise the e-mails'
 * words (emergencyAdvice): a promise of a line nobody answers is one the business does not keep.
 */
export function stopTheWaterTerms(answeredAfterHours: boolean) {
  return answeredAfterHours
    ? {
        before:
          "For water that won't stop, don't wait for a reply: shut off the main water valve and call us at ",
        after: ".",
      }
    : {
        before:
          "For water that won't stop, shut off the main water valve, then call us at ",
        after: ` ${emergencyAdvice(false).after}`,
      };
}

const stopTheWater = stopTheWaterTerms(business.emergencyLineAfterHours);
const email = link(business.email, mailtoHref(business.email));
const site = new URL(business.siteUrl).host;
const months = `${REQUEST_RETENTION_MONTHS} months`;
const consentYears = `${TEXT_CONSENT_RETENTION_YEARS} years`;

/**
 * The clause the carriers require of a texting program, word for word on both pages. Carriers'
 * reviewers look for opt-in data kept from every third party, not only from marketers (issue 55's
 * reading): the one exception is the provider that delivers the messages.
 */
export const SMS_NON_SHARING =
  "We do not sell your mobile phone number, your text message opt-in or your consent to receive texts, and we do not share them with any third party or affiliate for any purpose, except the provider that delivers our text messages, which receives them only to deliver those messages.";

/**
 * The two fields of contactSchema the visitor does not fill in: with a ticked text box, the form
 * sends the version of the boxes' wording it showed and the page, for the consent record. The
 * "text-messages" section says what that record holds.
 */
export const consentProofFields = [
  "consentWording",
  "page",
  "consentBusinessName",
] as const;

/**
 * Not asked of the visitor: the language of the page the form was sent from (issue 57), which
 * only says how the office answers. Kept apart so it is not listed as a question.
 */
export const requestContextFields = ["language"] as const;

/**
 * What the service request form asks for, and why: one entry per field of contactSchema
 * (supabase/functions/_shared/contact-schema.ts) the visitor fills in, so a new field does not
 * compile until this policy says why it is collected. In the order the form shows them.
 */
export const formFieldPurposes = {
  name: {
    label: "Full name",
    why: "so we know who we're talking to when we call or text you back.",
  },
  phone: {
    label: "Phone",
    why: "to call or text you about your request. It's the one way we're sure to reach you, so it's required.",
  },
  email: {
    label: "E-mail (optional)",
    why: "if you give it, we send you a confirmation of your request, and the office can reply by e-mail.",
  },
  preferredContact: {
    label: "Preferred contact (Phone Call or Text Message)",
    why: "so we reply the way you'd like.",
  },
  message: {
    label: "How can we help?",
    why: "what's wrong, so we can send the right plumber with the right parts and tell you what to expect.",
  },
  address: {
    label: "Street address",
    why: "where the work is, so our plumber can come to you.",
  },
  city: {
    label: "City",
    why: "part of the service address.",
  },
  state: {
    label: "State",
    why: "part of the service address.",
  },
  zipCode: {
    label: "ZIP code",
    why: "part of the service address, and how we see whether you're in our service area.",
  },
  arrivalWindow: {
    label: "Preferred arrival window (optional)",
    why: "the morning or afternoon that suits you. It's a preference: we confirm the time with you by phone or text.",
  },
  accountConsent: {
    label: "Service texts (a box to tick)",
    why: "whether you agree to receive texts about your requests, such as replies, appointment confirmations and arrival updates. It's needed only if you ask us to reply by text.",
  },
  marketingConsent: {
    label: "Marketing texts (a box to tick)",
    why: "whether you agree to receive maintenance reminders and offers by text. It's never needed to send the form.",
  },
} satisfies Record<
  Exclude<
    keyof ContactFormInput,
    (typeof consentProofFields)[number] | (typeof requestContextFields)[number]
  >,
  { label: string; why: string }
>;

const fieldItems = Object.values(formFieldPurposes).map(
  ({ label, why }): Inline[] => [strong(`${label}:`), ` ${why}`],
);

const contactLines: Block[] = [
  p(name),
  p("Mail: ", formatAddress()),
  p("Phone: ", phone),
  p("E-mail: ", email),
];

/** The videos section's paragraph on the site's own video files, when any is configured. */
function videoFileBlocks(): Block[] {
  const hosts = videoFileHosts();
  if (hosts.length === 0) return [];
  return [
    p(
      `Our other videos (the background video on our home page, the video on our contact page) are plain video files with no player, script or cookie of anyone else's. Your browser fetches them from ${hosts.join(" and ")}, which, like any web server, sees your IP address and browser. The background video plays only on wide screens, and never when your device asks for less motion or less data.`,
    ),
  ];
}

export const privacyPolicy: LegalPage = {
  path: "/privacy",
  title: "Privacy Policy",
  description:
    "What our website collects through the service request form, why we need it, who handles it for us, how long we keep it, and how to ask for a copy.",
  keywords: [
    "privacy policy",
    "service request privacy",
    "text message privacy",
    "plumber Mesa AZ privacy",
  ],
  cardTitle: "How we handle what you send us",
  intro: [
    p(
      `${name} is a family-owned plumbing company in Mesa, Arizona. This policy explains what this website (${site}) collects when you use it, why, who handles it for us, how long we keep it, and how to reach us about it.`,
    ),
  ],
  sections: [
    {
      id: "summary",
      heading: "In short",
      blocks: [
        list(
          "You give us personal information through the service request form, or when you e-mail, call or text us (for example photos of the problem). We use it to answer you.",
          `We keep service requests for ${months}, then delete them automatically.`,
          `If you agree to receive texts, we keep a record of that consent, as our proof, for as long as it stands and for ${consentYears} after you tell us to stop.`,
          "We don't sell your information, and we don't share your mobile number or your consent to receive texts with anyone for their marketing.",
          "The site sets no advertising or tracking cookies.",
          [
            "You can ask for a copy of your request, or for its deletion, at any time: ",
            link("here's how", "#your-choices"),
            ".",
          ],
        ),
      ],
    },
    {
      id: "form",
      heading: "What the service request form collects, and why",
      blocks: [
        p("The form asks for:"),
        { kind: "list", items: fieldItems },
        p(
          "With each request we also store the time it arrived, the language of the page you sent it from (English or Spanish), so that we answer you in it, a random identifier (your reference, such as EVP-9WNRN, comes from it), a random key that keeps a request sent twice from being stored twice, and our own notes: whether the office was e-mailed about it, whether your confirmation was sent, and where the request stands (new, contacted, closed).",
        ),
        p(
          strong("Photos (optional):"),
          " up to five pictures of the problem, so the office can see it before calling you back and bring the right parts. On the form's usual two steps, your browser first makes each photo smaller; the one-page form (used without JavaScript) sends photos as they are. Either way, our server then makes a new copy of each photo, at most 2,048 pixels on its longest side, and keeps only that copy: the copy leaves out what phones and cameras store inside a photo file, such as where and when it was taken and the phone or camera model. A photo can still show more than the problem (your home, your address, people), so send only what you're comfortable with.",
        ),
        p(
          "The form also has a hidden field that only automated programs fill in, and our server notes how quickly the form was sent. Both help us turn away spam; neither is stored.",
        ),
      ],
    },
    {
      id: "where-it-goes",
      heading: "Where your request goes",
      blocks: [
        list(
          "Your browser sends the form over an encrypted connection (HTTPS) to this website's server, which is hosted by Vercel. The server checks it and passes it on. It does not keep a copy.",
          "The server sends it to a small program of ours that runs at Supabase (an Edge Function). The program stores the request in our database, also hosted by Supabase. Only people we authorize, and that program, can read it: the keys this website gives to browsers cannot.",
          "If you added photos, the program stores the server's copies in a private file storage area of our Supabase project, with the request. Like the database, it can be opened only by that program and people we authorize, not with the keys this website gives to browsers, and the photos have no public web address.",
          "The same program e-mails the request to our office through Resend, an e-mail delivery service. That e-mail contains everything you entered, with your photos attached, and it arrives in our office mailbox, kept by our e-mail provider.",
          "If you gave an e-mail address, the program also sends you one confirmation through Resend, once. It repeats nothing you typed and carries none of your photos: it gives your reference, whether you asked for a call or a text, your preferred arrival window (with a calendar file), what happens next, and our office hours and phone number. Replies to it reach our office.",
        ),
        p(
          "We answer a request by calling you, by texting you if you asked for texts, or by e-mail if you gave an address. Our texts go through our mobile phone carrier or texting service, which handles your number and the messages to deliver them.",
        ),
        p(
          "If someone entered your e-mail address without your knowledge, you can ignore the confirmation: the form sends that address nothing more. Our office may still reply to the request by e-mail; tell us it wasn't you, and we'll delete the request and write no more. So that nobody can use the form to flood an inbox, an address gets at most one confirmation a day: for that count our database keeps a scrambled code made from the address with a secret key, not the address itself, and deletes it after 24 hours (at the latest in the next day's clean-up).",
        ),
      ],
    },
    {
      id: "email-and-photos",
      heading: "When you e-mail us, or send photos",
      blocks: [
        p(
          "Our contact page invites you to e-mail us details or photos of the problem. What you send arrives in our office mailbox, kept by our e-mail provider, and we use it only to answer you and to prepare the job. It is not stored in our request database, so the automatic deletion described below does not reach it: we keep it in the mailbox while it is useful for the job, and delete it, with the rest, when you ask (see ",
          link("Getting a copy, a correction or a deletion", "#your-choices"),
          "). A photo can show more than the problem (your home, its address, people): send only what you're comfortable with.",
        ),
        p(
          "Photos you add to the service request form are different: they are stored with the request, and deleted with it (see ",
          link("How long we keep it", "#retention"),
          ").",
        ),
      ],
    },
    {
      id: "spam-protection",
      heading: "Spam protection and your IP address",
      blocks: [
        p(
          "To stop automated programs from flooding the form, each visitor can send five requests in ten minutes, and the visitors of one large IPv6 network (a block of addresses known as a /48) twenty together. To count them:",
        ),
        list(
          "Our website's server reads your IP address (the address of your internet connection) and counts your requests in its working memory. It never writes the address to a disk or a database, and it forgets it when that server instance stops.",
          "So that every instance of the server shares one count, it sends our database a scrambled code made from your IP address with a secret key, not the address itself (for an IPv6 address, also one made from its network part). The code can't be turned back into your address without that key. The database keeps the codes, the time and the request's random key, and deletes them once they are ten minutes old, the next time anyone sends a request. A daily clean-up deletes any that are more than an hour old, so none is kept much longer than a day.",
          "When the server turns a submission away (for example as spam, or because too many were sent), it writes the reason to its log, without your IP address. Vercel keeps these logs for a limited time set by our hosting plan.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        p(
          `We keep a service request for ${months} after we receive it. Every day, an automatic job deletes requests that are older than that from our database. The photos sent with a request are then deleted from our file storage too, within a day. If we ever change this period, we'll update this policy first.`,
        ),
        p(
          `The office's e-mail about a request, with any photos attached, is deleted from our office mailbox ${months} after it arrives, like the request itself. Your confirmation, our replies and anything you e-mailed us stay in the mailboxes they were sent to until they are deleted, and Resend keeps a record of the e-mails it delivered for a limited time under its own policy. When you ask us to delete your requests, we delete them from our database and from our office mailbox.`,
        ),
        p(
          `We keep the record of a text-message consent (see `,
          link("Text messages", "#text-messages"),
          `) for as long as your consent stands and, once you tell us to stop, for ${consentYears} after that. It is our proof of what you agreed to and when you stopped, so it stays when the request it came with is deleted. Every day, an automatic job deletes the records whose ${consentYears} have passed.`,
        ),
        p(
          "The spam-protection records described above are deleted within about a day.",
        ),
      ],
    },
    {
      id: "text-messages",
      heading: "Text messages",
      blocks: [
        p(
          "The form offers two kinds of text messages, each with its own box, both for the phone number you enter in the form: service texts about your requests (such as replies, appointment confirmations and arrival updates), and marketing texts (maintenance reminders and offers). Neither is a condition of buying anything from us: if you'd rather we call, you can send the form without ticking either. If you ask us to reply by text, the form asks you to tick the service-texts box, which is what our replies need. The marketing box is never required.",
        ),
        p(
          "We store which boxes you ticked with your request. When you tick either box, we also keep a separate record of your consent: the phone number, the name you entered, our business name as the boxes showed it, which boxes you ticked, which version of the boxes' wording you were shown and its language (we keep the words of every version), when you sent the form, the page of this site you sent it from, and a code our server makes from your device's internet (IP) address with a secret key, instead of the address itself. When you tell us to stop, we mark the record with the date. How long we keep it is under ",
          link("How long we keep it", "#retention"),
          ".",
        ),
        p(
          "Message frequency varies, and message and data rates may apply. Reply STOP to any of our texts to stop them, or HELP for help.",
        ),
        p("The full details are in our ", link("SMS terms", "/terms#sms"), "."),
      ],
    },
    {
      id: "sharing",
      heading: "We don't sell or share your information",
      blocks: [
        p(strong(SMS_NON_SHARING)),
        p(
          "We don't sell your personal information to anyone. We share it only with the service providers that run this website and deliver your request for us (listed below), and when the law requires us to.",
        ),
      ],
    },
    {
      id: "service-providers",
      heading: "Who handles your information for us",
      blocks: [
        list(
          [
            strong("Vercel"),
            " hosts this website and its server, and runs the visit statistics described below (",
            link(
              "Vercel's privacy policy",
              "https://vercel.com/legal/privacy-policy",
            ),
            ").",
          ],
          [
            strong("Supabase"),
            " hosts our database, the program that receives requests, the photos sent with requests, and the pictures of our blog posts, which your browser loads from it (",
            link("Supabase's privacy policy", "https://supabase.com/privacy"),
            ").",
          ],
          [
            strong("Resend"),
            " delivers the office's e-mail about your request and your confirmation (",
            link(
              "Resend's privacy policy",
              "https://resend.com/legal/privacy-policy",
            ),
            ").",
          ],
          [
            strong("Our e-mail provider"),
            " keeps our office mailbox: the office's copy of your request, our e-mail replies, and anything you e-mail us, photos included.",
          ],
          [
            strong("Our mobile phone carrier or texting service"),
            " delivers our calls and texts to you, and the replies you send.",
          ],
          [
            strong("Vercel and Supabase logs"),
            ": both keep logs of the requests their services answer (for example the address of each page asked for, which for a blog search contains your search words, and the errors our programs report) for a limited time set by our hosting plans.",
          ],
          [
            strong("YouTube (Google)"),
            " shows our videos, only if you choose to play one (see below; ",
            link(
              "Google's privacy policy",
              "https://policies.google.com/privacy",
            ),
            ").",
          ],
        ),
        p(
          "Each works under its own terms and privacy policy. None of them receives your information from us for its own marketing.",
        ),
      ],
    },
    {
      id: "cookies",
      heading: "Visiting the site: statistics, storage and cookies",
      blocks: [
        list(
          [
            strong("Visit statistics. "),
            "On the live site, Vercel Web Analytics counts page views and Vercel Speed Insights measures how fast each page loads for visitors. Both start after the page has loaded, come from this site's own address, and set no cookies. With each page view Vercel receives information such as the page's address, the page you came from, your type of browser and device, and your approximate location worked out from your connection. Before anything is sent, your browser cuts from the page's address everything after “?” or “#”, so Vercel's statistics never receive your search words or a preview link's key. The blog's search pages also tell the next page you open only our site's address, not the search, so your words do not travel as “the page you came from” either.",
          ],
          [
            strong("Actions we count. "),
            "We also count a click on a phone number or e-mail link, a click on a Contact Us or Request service button, and whether a service request went through or failed. Each count carries only the page's path and where on the page it happened (for example “header” or “footer”), never anything you typed.",
          ],
          [
            strong("ZIP code checks. "),
            "The “Do we come to you?” check, and the service-area note in the form, run in your browser against a list in the page. The ZIP code you type there is not sent anywhere until you send the form.",
          ],
          [
            strong("Blog search. "),
            "Your search words are sent to our server, which asks our database (at Supabase) for matching posts, and they appear in the page's address (after “?q=”) so you can share or reload the results. We don't save them, and our visit statistics don't receive them, but the request logs of Vercel and Supabase (see ",
            link("Who handles your information for us", "#service-providers"),
            ") hold them for a limited time. To keep automated programs from overloading the search, the server counts searches per IP address in its working memory for a minute.",
          ],
          [
            strong("Saved on your device. "),
            "After our welcome window has been shown to you once, your browser saves one setting in its local storage, welcomeDialogSeen, so it doesn't appear again. It holds nothing about you and is never sent to us. Clearing this site's data in your browser removes it.",
          ],
          [
            strong("Cookies. "),
            "This site sets no cookies for visitors. Two cookies are set only for our own staff when they preview a blog post before it's published, through a private link: __prerender_bypass, which turns the preview on, and __preview_scope, which limits it to that one post for at most an hour. They last until the staff member leaves the preview or closes the browser.",
          ],
        ),
      ],
    },
    {
      id: "videos",
      heading: "Videos",
      blocks: [
        p(
          "Our videos are hosted on YouTube, but no YouTube player, script or cookie loads with our pages. Until you press play, you see a still picture: usually one of our own, and otherwise the video's thumbnail, which your browser fetches from YouTube's image server (i.ytimg.com) and which, like any web server, sees your IP address and browser.",
        ),
        p(
          "When you press play, the video loads in YouTube's privacy-enhanced mode (youtube-nocookie.com). From then on, YouTube handles your viewing under Google's privacy policy, and may store information in your browser while you watch.",
        ),
        ...videoFileBlocks(),
      ],
    },
    {
      id: "your-choices",
      heading: "Getting a copy, a correction or a deletion",
      blocks: [
        p(
          "To get a copy of the service requests you sent us, to correct one, or to have them deleted, e-mail us at ",
          email,
          " or call ",
          phone,
          ". Tell us the phone number or e-mail address you used, and your reference if you have it, so we can find your requests. To make sure we don't give your information to someone else, we may ask you to confirm a detail of the request.",
        ),
        p(
          "When you ask for deletion, we delete from our database, in one step, every service request sent with that phone number or e-mail address (not only one of them, and no one else's), and we're told how many there were; their photos are deleted from our file storage within a day. We then delete the office's e-mails about them (with the photos attached to them), our replies and anything you e-mailed us, photos included, from our office mailbox, and tell you what we deleted. Deleting your requests does not delete the record of a text-message consent given with them, which we keep as our proof for the time given under ",
          link("How long we keep it", "#retention"),
          "; if you also want no more texts, we record that you told us to stop.",
        ),
        p(
          "We'll answer within a reasonable time and tell you what we did. To stop text messages, reply STOP to any of our texts, or tell us by phone or e-mail.",
        ),
      ],
    },
    {
      id: "security",
      heading: "Keeping it safe",
      blocks: [
        p(
          "Your request travels over encrypted connections (HTTPS) from your browser to our server, and from there to Supabase and Resend. The program that stores requests accepts them only from our own server, which proves itself with a secret key, and the database can't be read with the keys this website gives to browsers. No system is perfectly secure, but we collect only what we need to answer you and delete it on schedule.",
        ),
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        p(
          "This website is for adults arranging plumbing work. It isn't meant for children under 13, and we don't knowingly collect information from them. If you believe a child has sent us a request, contact us and we'll delete it.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        p(
          "If we change what we collect or how we use it, we'll update this page and its effective date before the change takes effect.",
        ),
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      blocks: [
        p("Questions about this policy or your information:"),
        ...contactLines,
      ],
    },
  ],
};

export const termsOfUse: LegalPage = {
  path: "/terms",
  title: "Terms of Use",
  description:
    "The terms for using our website: general information, a written price before any work starts, our content, Arizona law, and our text message (SMS) terms.",
  keywords: [
    "terms of use",
    "SMS terms",
    "text message terms",
    "plumber Mesa AZ terms",
  ],
  cardTitle: "The terms for using our website",
  intro: [
    p(
      `These terms apply when you use this website (${site}), run by ${name}, a family-owned plumbing company in Mesa, Arizona. By using the site you agree to them. How we handle your information is in our `,
      link("Privacy Policy", "/privacy"),
      ".",
    ),
  ],
  sections: [
    {
      id: "general-information",
      heading: "Information on this site is general",
      blocks: [
        p(
          "Our pages, blog posts, guides and videos describe common plumbing problems and our services in general terms. Every home is different: they are not advice about your plumbing, and they don't replace a plumber looking at the job.",
        ),
      ],
    },
    {
      id: "prices",
      heading: "Prices and estimates",
      blocks: [
        p(
          `Prices and price ranges on this site are general information, not a quote. Before we start any work, we give you ${PRICE_PROMISE} for your job, and the work starts once you approve it.`,
        ),
        p(
          "Any warranty on our work, or on equipment we install, is the one we or the manufacturer give you in writing for that job. This website adds none.",
        ),
      ],
    },
    {
      id: "service-requests",
      heading: "Service requests",
      blocks: [
        p(
          "Sending the service request form doesn't book an appointment. We contact you to confirm the details and a time. The arrival window you choose is a preference until we confirm it.",
        ),
        p(
          `Please give accurate details and a phone number that is yours or that you're allowed to use. ${stopTheWater.before}`,
          phone,
          stopTheWater.after,
        ),
      ],
    },
    {
      id: "advice",
      heading: "No warranty on our advice",
      blocks: [
        p(
          "We work to keep this site accurate and available, but we provide it, and the advice in our blog posts, guides and videos, as is, without any warranty that it is complete, current or right for your home. If you do plumbing work yourself, you do it at your own risk. Gas, electricity, hot water and pressurized tanks can hurt you: when in doubt, shut off the water or gas and call a licensed plumbing contractor.",
        ),
      ],
    },
    {
      id: "our-content",
      heading: "Our content",
      blocks: [
        p(
          `The text, photos, graphics, logos and videos on this site belong to ${name} or are used with permission. You're welcome to link to our pages and share them. Please don't copy or republish our content for commercial use without our written permission. Reviews are the words of the customers who wrote them.`,
        ),
      ],
    },
    {
      id: "other-sites",
      heading: "Links to other sites",
      blocks: [
        p(
          "Links to other websites, such as our social media pages, review sites and YouTube, are there for your convenience. We don't control those sites and aren't responsible for their content or how they handle your information.",
        ),
      ],
    },
    {
      id: "sms",
      heading: "SMS terms",
      blocks: [
        p(
          `${name} sends two kinds of text messages, each only to people who agreed to receive them on our service request form:`,
        ),
        list(
          [
            strong("Service texts"),
            " about a request you made or work we're doing for you, such as replies, appointment confirmations, arrival updates and questions about the job. You agree to them by ticking the service-texts box. If you ask us to reply by text, the form needs this box.",
          ],
          [
            strong("Marketing texts"),
            " such as maintenance reminders and offers. You agree to them by ticking the marketing-texts box, which is never needed to send the form.",
          ],
        ),
        p(
          "Both are optional, each is separate, and neither is a condition of buying anything from us. You can always call us at ",
          phone,
          " or e-mail ",
          email,
          " instead.",
        ),
        list(
          "Message frequency varies with your requests, your appointments and our offers.",
          "Message and data rates may apply, depending on your mobile plan.",
          [
            strong("To stop texts,"),
            " reply STOP to any text from us. We may send one last text to confirm, and then send no more texts unless you sign up again. You can also tell us by phone or e-mail.",
          ],
          [
            strong("For help,"),
            " reply HELP to any text from us, call ",
            phone,
            " or e-mail ",
            email,
            ".",
          ],
          "Carriers are not liable for delayed or undelivered messages.",
        ),
        p(SMS_NON_SHARING),
        p(
          "How we store your number and your choices is in our ",
          link("Privacy Policy", "/privacy#text-messages"),
          ".",
        ),
      ],
    },
    {
      id: "fair-use",
      heading: "Using the site fairly",
      blocks: [
        p(
          "Please don't send false or automated requests, or try to interfere with the site or reach parts of it that aren't meant for the public.",
        ),
      ],
    },
    {
      id: "law",
      heading: "Arizona law",
      blocks: [
        p("These terms are governed by the laws of the State of Arizona."),
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        p(
          "We may update these terms. The effective date at the top of this page shows when they last changed.",
        ),
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      blocks: [p("Questions about these terms:"), ...contactLines],
    },
  ],
};

export const legalPages = [privacyPolicy, termsOfUse] as const;
