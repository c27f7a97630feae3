-- Checks migration 20261214120000_request_photos.sql: the bucket is private and closed to the
-- browser roles (even beside a careless public policy), and a request's photos go with it: the
-- 24-month purge leaves a 25-month-old request's photos for the sweep to remove through the
-- Storage API and keeps a 23-month-old one's; nothing deletes storage rows directly. Every check
-- raises an exception on failure; everything runs in one transaction that is rolled back.
\set ON_ERROR_STOP on
begin;

-- This test's rows alone: the Deno tests before it stored requests and photos of their own.
delete from public.contact_requests;
delete from public.contact_request_photos;

do $$
begin
  if not exists (
    select 1 from storage.buckets
    where id = 'request-photos' and not public
      and file_size_limit = 2097152 and allowed_mime_types = array['image/jpeg']
  ) then
    raise exception 'request-photos is missing, public, or without its limits';
  end if;
end
$$;

-- Two requests with a photo each, as the function stores them (its upload makes the object row).
insert into public.contact_requests
  (id, name, phone, message, address, city, state, zip_code, account_consent, idempotency_key, created_at)
values
  ('00000000-0000-4000-8000-000000000025', 'Twenty-five months', '4805550142', 'Old leak',
   '1 Main St', 'Mesa', 'AZ', '85201', true, 'photos-25-months', now() - interval '25 months'),
  ('00000000-0000-4000-8000-000000000023', 'Twenty-three months', '4805550142', 'Softener',
   '1 Main St', 'Mesa', 'AZ', '85201', true, 'photos-23-months', now() - interval '23 months');

insert into storage.objects (bucket_id, name) values
  ('request-photos', '00000000-0000-4000-8000-000000000025/1.jpg'),
  ('request-photos', '00000000-0000-4000-8000-000000000023/1.jpg');

insert into public.contact_request_photos (object_path, request_id, position, bytes, width, height)
values
  ('00000000-0000-4000-8000-000000000025/1.jpg', '00000000-0000-4000-8000-000000000025', 1, 300000, 2048, 1536),
  ('00000000-0000-4000-8000-000000000023/1.jpg', '00000000-0000-4000-8000-000000000023', 1, 300000, 2048, 1536);

-- A later migration (or a dashboard click) might add a public policy for some other bucket that
-- reads every object: the restrictive policy must still keep this bucket closed.
create policy careless_public_read on storage.objects for select to anon, authenticated using (true);
create policy careless_public_write on storage.objects for insert to anon, authenticated with check (true);

set local role anon;
do $$
begin
  -- Reading and listing (the Storage API lists by selecting storage.objects as the caller).
  if exists (select 1 from storage.objects where bucket_id = 'request-photos') then
    raise exception 'anon can read or list request-photos';
  end if;
  begin
    insert into storage.objects (bucket_id, name)
    values ('request-photos', '00000000-0000-4000-8000-000000000099/1.jpg');
    raise exception 'anon uploaded into request-photos';
  exception when insufficient_privilege then null;
  end;
  begin
    perform 1 from public.contact_request_photos;
    raise exception 'anon read contact_request_photos';
  exception when insufficient_privilege then null;
  end;
  begin
    perform public.request_photos_to_remove();
    raise exception 'anon ran request_photos_to_remove';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

set local role authenticated;
do $$
begin
  if exists (select 1 from storage.objects where bucket_id = 'request-photos') then
    raise exception 'authenticated can read or list request-photos';
  end if;
end
$$;
reset role;

-- The careless policy does open other buckets: the test above is not passing for want of rows.
insert into storage.buckets (id, name, public) values ('other-bucket', 'other-bucket', true);
insert into storage.objects (bucket_id, name) values ('other-bucket', 'banner.jpg');
set local role anon;
do $$
begin
  if not exists (select 1 from storage.objects where bucket_id = 'other-bucket') then
    raise exception 'the careless policy did not open another bucket: the check proves nothing';
  end if;
end
$$;
reset role;

-- Nothing yet to remove.
do $$
begin
  if exists (select 1 from public.request_photos_to_remove()) then
    raise exception 'photos of live requests are listed for removal';
  end if;
end
$$;

-- The retention purge, as the service role runs it.
set local role service_role;
do $$
declare
  result record;
  listed text[];
begin
  select * into result from public.purge_expired_contact_requests();
  if result.contact_requests_deleted <> 1 then
    raise exception 'the purge deleted % requests, expected 1', result.contact_requests_deleted;
  end if;
  select array_agg(p) into listed from public.request_photos_to_remove() p;
  if listed is distinct from array['00000000-0000-4000-8000-000000000025/1.jpg'] then
    raise exception 'after the purge the photos to remove are %, expected the 25-month-old one', listed;
  end if;
end
$$;
reset role;

do $$
begin
  -- The 23-month-old request keeps its photo, tied to it.
  if not exists (
    select 1 from public.contact_request_photos
    where object_path = '00000000-0000-4000-8000-000000000023/1.jpg'
      and request_id = '00000000-0000-4000-8000-000000000023'
  ) then
    raise exception 'the 23-month-old request lost its photo';
  end if;
  -- The purge deleted no storage row: the files go through the Storage API (the sweep).
  if (select count(*) from storage.objects where bucket_id = 'request-photos') <> 2 then
    raise exception 'the purge deleted storage rows directly';
  end if;
end
$$;

-- Deleting storage rows directly is refused, as Supabase refuses it.
do $$
begin
  begin
    delete from storage.objects where bucket_id = 'request-photos';
    raise exception 'a direct delete from storage.objects was accepted';
  exception when insufficient_privilege then null;
  end;
end
$$;

-- Once the API has removed the file, the sweep forgets the row; a live request's path is kept.
set local role service_role;
do $$
declare
  forgotten bigint;
begin
  forgotten := public.forget_request_photos(array[
    '00000000-0000-4000-8000-000000000025/1.jpg',
    '00000000-0000-4000-8000-000000000023/1.jpg'
  ]);
  if forgotten <> 1 then
    raise exception 'forget_request_photos forgot % rows, expected 1', forgotten;
  end if;
end
$$;
reset role;

do $$
begin
  if exists (select 1 from public.request_photos_to_remove()) then
    raise exception 'a forgotten photo is still listed';
  end if;
  if not exists (
    select 1 from public.contact_request_photos
    where object_path = '00000000-0000-4000-8000-000000000023/1.jpg'
  ) then
    raise exception 'forget_request_photos dropped a live request''s photo';
  end if;
end
$$;

-- A person's deletion (delete_contact_requests_of) leaves their photos for the sweep too.
do $$
begin
  perform public.delete_contact_requests_of(phone => '480-555-0142');
  if not exists (
    select 1 from public.request_photos_to_remove() p
    where p = '00000000-0000-4000-8000-000000000023/1.jpg'
  ) then
    raise exception 'a deleted person''s photo is not listed for removal';
  end if;
end
$$;

rollback;
