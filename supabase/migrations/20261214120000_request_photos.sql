-- Issue 44, photos with a service request (docs/request-form.md, "Photos"):
--   1. a private Storage bucket, request-photos, that no browser role can read, list or write;
--   2. one row per stored photo, tied to its request;
--   3. a request's photos outlive its row only until the sweep removes them through the Storage
--      API: the retention purge and a person's deletion delete requests, never storage rows.
--
-- The site's server checks and re-encodes every photo (lib/contact/photos/clean-photo.ts), and
-- send-contact-form uploads it with the service role key, which row-level security does not
-- bind. Nothing else writes here.

-- 1. The bucket. Private: no public URL; only the service role, or a signed URL it makes, reads
-- a file. What the server stores is a JPEG of at most 2,048 px, well under 2 MB; the limits refuse
-- anything else, whoever uploads it.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('request-photos', 'request-photos', false, 2097152, array['image/jpeg'])
on conflict (id) do update set
  public = false,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Row-level security on storage.objects already refuses the browser roles when no policy lets
-- them in. A restrictive policy keeps this bucket closed even if a permissive one is added later
-- for another bucket (restrictive policies are ANDed with every permissive one): anon and
-- authenticated can never select (read, list), insert, update or delete its objects.
drop policy if exists request_photos_closed_to_browsers on storage.objects;
create policy request_photos_closed_to_browsers on storage.objects
  as restrictive
  for all
  to anon, authenticated
  using (bucket_id <> 'request-photos')
  with check (bucket_id <> 'request-photos');

-- 2. The photos of each request. object_path is the file's name in the bucket:
-- '<request id>/<position>.jpg'. When the request is deleted (the 24-month purge, or a person's
-- deletion: delete_contact_requests_of), request_id becomes null and the row is the sweep's
-- to-do: it removes the file through the Storage API, then this row (public.forget_request_photos).
create table public.contact_request_photos (
  object_path text not null,
  request_id uuid,
  position smallint not null,
  bytes integer not null,
  width smallint not null,
  height smallint not null,
  created_at timestamptz not null default now(),

  constraint contact_request_photos_pkey primary key (object_path),
  constraint contact_request_photos_request_id_fkey foreign key (request_id)
    references public.contact_requests (id) on delete set null,
  constraint contact_request_photos_position_key unique (request_id, position),
  -- The same limits as the site (supabase/functions/_shared/photo-limits.ts): 5 photos, 2,048 px.
  constraint contact_request_photos_position_check check (position between 1 and 5),
  constraint contact_request_photos_bytes_check check (bytes between 1 and 2097152),
  constraint contact_request_photos_size_check check (
    width between 1 and 2048 and height between 1 and 2048
  ),
  constraint contact_request_photos_path_check check (
    object_path ~ '^[0-9a-f-]{36}/[1-5]\.jpg$'
  )
);

create index contact_request_photos_orphaned_idx
  on public.contact_request_photos (created_at) where request_id is null;

comment on table public.contact_request_photos is
  'Photos sent with a service request, stored in the private bucket request-photos. request_id null: the request was deleted and the sweep removes the file through the Storage API.';

alter table public.contact_request_photos enable row level security;
revoke all on table public.contact_request_photos from anon, authenticated;
grant select on table public.contact_request_photos to service_role;

-- 3. The sweep's to-do: files whose request is gone, oldest first. Security definer, like the
-- purges: the function's connection and the service role run it.
create or replace function public.request_photos_to_remove(max_photos integer default 100)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select p.object_path
  from public.contact_request_photos p
  where p.request_id is null
  order by p.created_at
  limit greatest(max_photos, 0);
$$;

comment on function public.request_photos_to_remove(integer) is
  'Object paths in request-photos whose request was deleted; the sweep removes them through the Storage API, then calls forget_request_photos.';

-- Called once the Storage API has removed the files: forgets only rows whose request is gone,
-- so a path passed by mistake cannot drop a live request's photo. Answers how many.
create or replace function public.forget_request_photos(paths text[])
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  forgotten bigint;
begin
  delete from public.contact_request_photos p
  where p.request_id is null and p.object_path = any (paths);
  get diagnostics forgotten = row_count;
  return forgotten;
end;
$$;

comment on function public.forget_request_photos(text[]) is
  'Deletes the rows of removed photos whose request is gone; answers how many.';

revoke all on function public.request_photos_to_remove(integer) from public, anon, authenticated;
revoke all on function public.forget_request_photos(text[]) from public, anon, authenticated;
grant execute on function public.request_photos_to_remove(integer) to service_role;
grant execute on function public.forget_request_photos(text[]) to service_role;
