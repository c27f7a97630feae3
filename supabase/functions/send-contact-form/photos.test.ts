// A request's photos through the function wired as deployed (depsFromEnv), against the real
// database and a stand-in for Supabase Storage's API: stored in the private bucket and recorded,
// attached to the office e-mail, refused past the limits, and removed through the API once the
// retention purge has deleted their request.
import assert from "node:assert/strict";
import { PHOTO_COUNT_HEADER } from "../_shared/photo-limits.ts";
import { createStorageStandIn } from "./storage-stand-in.ts";
import {
  officeEmailFor,
  post,
  startFakeProvider,
  sweepRequest,
  validInput,
  withConfiguredFunction,
  withDb,
} from "./testing.ts";

const SERVICE_KEY = "test-service-role-key";

/** Bytes that start like a JPEG; the site has already decoded and re-encoded the real ones. */
function fakeJpeg(seed: number): Uint8Array {
  const bytes = new Uint8Array(2_000).fill(seed);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

function withPhotos(count: number, declared = count, name = "Photo Test") {
  const request = post({
    ...validInput({ name }),
    photos: Array.from({ length: count }, (_, i) => ({
      jpeg: base64(fakeJpeg(i + 1)),
      width: 2048,
      height: 1536,
    })),
  });
  request.headers.set(PHOTO_COUNT_HEADER, String(declared));
  return request;
}

async function withStorage(
  fn: (
    handle: (request: Request) => Promise<Response>,
    storage: ReturnType<typeof createStorageStandIn>,
    provider: ReturnType<typeof startFakeProvider>,
  ) => Promise<void>,
  env: Record<string, string | null> = {},
) {
  const storage = createStorageStandIn(SERVICE_KEY);
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (request) =>
      (await storage.handle(request)) ?? new Response(null, { status: 404 }),
  );
  const provider = startFakeProvider();
  try {
    await withConfiguredFunction(
      provider.url,
      (handle) => fn(handle, storage, provider),
      {},
      {
        SUPABASE_URL: `http://127.0.0.1:${server.addr.port}`,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
        ...env,
      },
    );
  } finally {
    await provider.close();
    await server.shutdown();
  }
}

const photoRows = (requestId: string) =>
  withDb(
    (sql) => sql`
      select object_path, position, bytes, width, height
      from public.contact_request_photos where request_id = ${requestId}
      order by position`,
  );

Deno.test(
  "two photos are stored in the private bucket, recorded, and attached to the office e-mail",
  async () => {
    await withStorage(async (handle, storage, provider) => {
      const response = await handle(withPhotos(2));
      assert.equal(response.status, 200);
      const { id } = await response.json();

      assert.deepEqual([...storage.objects.keys()].sort(), [
        `request-photos/${id}/1.jpg`,
        `request-photos/${id}/2.jpg`,
      ]);
      assert.deepEqual(
        storage.objects.get(`request-photos/${id}/2.jpg`),
        fakeJpeg(2),
      );
      assert.deepEqual(
        (await photoRows(id)).map((row) => [
          row.position,
          row.bytes,
          row.width,
        ]),
        [
          [1, 2000, 2048],
          [2, 2000, 2048],
        ],
      );
      const email = officeEmailFor(provider, id) as
        | {
            text: string;
            attachments?: { filename: string; content: string }[];
          }
        | undefined;
      assert.ok(email, "the office was not e-mailed");
      assert.deepEqual(
        email.attachments?.map((a) => [a.filename, a.content]),
        [
          ["photo-1.jpg", base64(fakeJpeg(1))],
          ["photo-2.jpg", base64(fakeJpeg(2))],
        ],
      );
      assert.match(email.text, /Photos: 2 attached/);
      // The customer's confirmation (none here: no e-mail given) never carries photos.
      assert.equal(provider.confirmationsFor(id).length, 0);
    });
  },
);

Deno.test(
  "a sixth photo, a miscount, or a file that is not a JPEG is refused and nothing is stored",
  async () => {
    await withStorage(async (handle, storage) => {
      const six = await handle(withPhotos(6));
      assert.equal(six.status, 400);
      assert.match((await six.json()).error, /X-Photo-Count/);

      const miscount = await handle(withPhotos(3, 1));
      assert.equal(miscount.status, 400);
      await miscount.body?.cancel();

      const notJpeg = post({
        ...validInput(),
        photos: [{ jpeg: btoa("GIF89a not a jpeg"), width: 10, height: 10 }],
      });
      notJpeg.headers.set(PHOTO_COUNT_HEADER, "1");
      const refused = await handle(notJpeg);
      assert.equal(refused.status, 400);
      await refused.body?.cancel();
      assert.equal(storage.objects.size, 0);
    });
  },
);

Deno.test(
  "without the Storage API's key a request with photos is refused, not stored without them",
  async () => {
    await withStorage(
      async (handle, storage) => {
        const name = `No storage ${crypto.randomUUID().slice(0, 8)}`;
        const response = await handle(withPhotos(1, 1, name));
        assert.equal(response.status, 503);
        await response.body?.cancel();
        assert.equal(storage.objects.size, 0);
        const rows = await withDb(
          (sql) =>
            sql`select 1 from public.contact_requests where name = ${name}`,
        );
        assert.equal(rows.length, 0);
      },
      { SUPABASE_SERVICE_ROLE_KEY: null },
    );
  },
);

Deno.test(
  "the sweep removes a purged request's photos through the Storage API and keeps a live one's",
  async () => {
    await withStorage(async (handle, storage) => {
      const old = (await (await handle(withPhotos(2))).json()).id as string;
      const recent = (await (await handle(withPhotos(1))).json()).id as string;
      await withDb(async (sql) => {
        await sql`update public.contact_requests set created_at = now() - interval '25 months' where id = ${old}`;
        await sql`update public.contact_requests set created_at = now() - interval '23 months' where id = ${recent}`;
        // The purge as pg_cron runs it: requests only, never storage rows.
        await sql`select * from public.purge_expired_contact_requests()`;
      });
      const response = await handle(sweepRequest());
      assert.equal(response.status, 200);
      const report = await response.json();
      assert.ok(report.photosRemoved >= 2, JSON.stringify(report));
      assert.deepEqual(
        storage.removed.filter((path) => path.includes(old)).sort(),
        [`request-photos/${old}/1.jpg`, `request-photos/${old}/2.jpg`],
      );
      assert.ok(storage.objects.has(`request-photos/${recent}/1.jpg`));
      assert.equal((await photoRows(recent)).length, 1);
      const left = await withDb(
        (sql) =>
          sql`select 1 from public.contact_request_photos where object_path like ${old + "%"}`,
      );
      assert.equal(left.length, 0);
    });
  },
);

/** A request with photos made from `seeds`, under `key`. */
function withSeeds(seeds: number[], key: string, name = "Photo Test") {
  const request = post(
    {
      ...validInput({ name }),
      photos: seeds.map((seed) => ({
        jpeg: base64(fakeJpeg(seed)),
        width: 2048,
        height: 1536,
      })),
    },
    { key },
  );
  request.headers.set(PHOTO_COUNT_HEADER, String(seeds.length));
  return request;
}

const HOUR_AND_A_MINUTE = 61 * 60 * 1000;

/** Moves every file of the folder back by more than the sweep's minimum age. */
function age(storage: ReturnType<typeof createStorageStandIn>, folder: string) {
  for (const path of storage.createdAt.keys())
    if (path.startsWith(`request-photos/${folder}/`))
      storage.createdAt.set(path, new Date(Date.now() - HOUR_AND_A_MINUTE));
}

Deno.test(
  "a replay of the key with other photos stores nothing: the e-mailed request keeps its photos",
  async () => {
    await withStorage(async (handle, storage) => {
      const key = crypto.randomUUID();
      const first = await (await handle(withSeeds([1, 2], key))).json();
      // Another client with the same key, three other photos.
      const replay = await handle(withSeeds([7, 8, 9], key, "Someone Else"));
      assert.equal(replay.status, 200);
      assert.equal((await replay.json()).id, first.id);
      assert.deepEqual([...storage.objects.keys()].sort(), [
        `request-photos/${first.id}/1.jpg`,
        `request-photos/${first.id}/2.jpg`,
      ]);
      assert.deepEqual(
        storage.objects.get(`request-photos/${first.id}/1.jpg`),
        fakeJpeg(1),
      );
      assert.deepEqual(
        (await photoRows(first.id)).map((row) => row.position),
        [1, 2],
      );
    });
  },
);

Deno.test(
  "a photo row the database refuses uploads nothing and stores nothing",
  async () => {
    const name = `Refused row ${crypto.randomUUID().slice(0, 8)}`;
    await withDb(async (sql) => {
      await sql`
        create or replace function pg_temp_refuse_photo() returns trigger
        language plpgsql as $$ begin raise exception 'test: photo row refused'; end $$`;
      await sql`
        create trigger refuse_photo_row before insert on public.contact_request_photos
        for each row execute function pg_temp_refuse_photo()`;
    });
    try {
      await withStorage(async (handle, storage) => {
        const response = await handle(
          withSeeds([1, 2], crypto.randomUUID(), name),
        );
        assert.equal(response.status, 500);
        await response.body?.cancel();
        assert.equal(storage.objects.size, 0);
      });
      const rows = await withDb(
        (sql) =>
          sql`select 1 from public.contact_requests where name = ${name}`,
      );
      assert.equal(rows.length, 0);
    } finally {
      await withDb(async (sql) => {
        await sql`drop trigger refuse_photo_row on public.contact_request_photos`;
        await sql`drop function pg_temp_refuse_photo()`;
      });
    }
  },
);

Deno.test(
  "a failed upload stores no request; the retry stores it with its photos; the sweep removes what the failed try left, once an hour old",
  async () => {
    await withStorage(async (handle, storage) => {
      const key = crypto.randomUUID();
      const name = `Upload outage ${key.slice(0, 8)}`;
      storage.failing.uploads = /\/2\.jpg$/;
      const failed = await handle(withSeeds([1, 2], key, name));
      assert.equal(failed.status, 500);
      await failed.body?.cancel();
      const stored = (sql: Parameters<Parameters<typeof withDb>[0]>[0]) =>
        sql`select id::text from public.contact_requests where name = ${name}`;
      assert.equal((await withDb(stored)).length, 0);
      // The first file landed in a folder whose request was rolled back.
      const leftovers = [...storage.objects.keys()];
      assert.equal(leftovers.length, 1);
      const orphan = leftovers[0]!.split("/")[1]!;

      storage.failing.uploads = null;
      const retry = await handle(withSeeds([1, 2], key, name));
      assert.equal(retry.status, 200);
      const { id } = await retry.json();
      assert.notEqual(id, orphan);
      assert.deepEqual(
        (await withDb(stored)).map((row) => row.id),
        [id],
      );
      assert.equal((await photoRows(id)).length, 2);

      // Younger than an hour it may be a request about to commit: kept.
      const early = await (await handle(sweepRequest())).json();
      assert.equal(early.photosRemoved, 0, JSON.stringify(early));
      assert.ok(storage.objects.has(leftovers[0]!));

      age(storage, orphan);
      age(storage, id);
      const report = await (await handle(sweepRequest())).json();
      assert.equal(report.photosRemoved, 1, JSON.stringify(report));
      assert.deepEqual(storage.removed, leftovers);
      assert.ok(storage.objects.has(`request-photos/${id}/1.jpg`));
      assert.ok(storage.objects.has(`request-photos/${id}/2.jpg`));
    });
  },
);

Deno.test(
  "the sweep removes the files of a folder whose request does not exist, and leaves other folders",
  async () => {
    await withStorage(async (handle, storage) => {
      const live = (await (await handle(withPhotos(1))).json()).id as string;
      const gone = crypto.randomUUID();
      const young = crypto.randomUUID();
      for (const path of [
        `${gone}/1.jpg`,
        `${gone}/2.jpg`,
        `${young}/1.jpg`,
        "not-a-request/1.jpg",
      ]) {
        storage.objects.set(`request-photos/${path}`, fakeJpeg(3));
        storage.createdAt.set(`request-photos/${path}`, new Date());
      }
      for (const folder of [gone, live, "not-a-request"]) age(storage, folder);

      const report = await (await handle(sweepRequest())).json();
      assert.equal(report.photosRemoved, 2, JSON.stringify(report));
      assert.deepEqual(storage.removed.sort(), [
        `request-photos/${gone}/1.jpg`,
        `request-photos/${gone}/2.jpg`,
      ]);
      assert.deepEqual(
        [...storage.objects.keys()].sort(),
        [
          `request-photos/${live}/1.jpg`,
          `request-photos/${young}/1.jpg`,
          "request-photos/not-a-request/1.jpg",
        ].sort(),
      );
    });
  },
);
