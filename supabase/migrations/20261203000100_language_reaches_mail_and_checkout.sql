-- What the server sends a person follows the language they use (issue 39): the account emails
-- (confirmation, password reset, sign-in link) and Stripe's checkout page.
--
-- Auth's email templates see the account's user metadata only (`{{ .Data }}`), so the language a
-- person chose (profiles.lang, set by the switch on any device) is copied there as `lang`; at
-- sign-up the app sends the page's language in the same key, so the first email is in it too. The
-- local backend's mail catcher reads the same key. stripe_customer_of answers it for the
-- checkout function.

create or replace function private.copy_profile_lang_to_auth() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update auth.users
    set raw_user_meta_data = case
      when new.lang is null then coalesce(raw_user_meta_data, '{}'::jsonb) - 'lang'
      else coalesce(raw_user_meta_data, '{}'::jsonb) || pg_catalog.jsonb_build_object('lang', new.lang)
    end
    where id = new.id;
  return null;
end;
$$;
revoke all on function private.copy_profile_lang_to_auth() from public;

create trigger profile_lang_to_auth
  after update of lang on public.profiles
  for each row when (new.lang is distinct from old.lang)
  execute function private.copy_profile_lang_to_auth();

-- stripe_customer_of of 20261124500000_premium.sql with the profile's language. Its grants stay.
create or replace function public.stripe_customer_of(p_user_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'profile', p.id is not null,
    'customerId', p.stripe_user_id,
    'lang', p.lang
  )
  from (select 1) one
  left join public.profiles p on p.id = p_user_id;
$$;
