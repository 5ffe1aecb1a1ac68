-- The language a person chose (issue 39): English or Danish, kept with the profile so every device
-- signed in to the account shows it. null until they choose with the switch; a device that signs
-- in adopts it when it has no choice of its own. Written through the profile.update op, which now
-- takes a username, a language, or both; pulled with the profile.

alter table public.profiles add column lang text
  constraint profiles_lang_known check (lang in ('en', 'da'));

create or replace function private.op_profile_update(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_text text;
  v_lang text;
  v_result jsonb := '{}'::jsonb;
begin
  if not (p ? 'username') and not (p ? 'lang') then
    raise exception 'profile.update needs a username or a language' using errcode = '22023';
  end if;
  if p ? 'username' then
    v_text := pg_catalog.btrim(private.payload_nonempty(p, 'username', 80));
    update public.profiles set username = v_text where id = p_user;
    v_result := v_result || pg_catalog.jsonb_build_object('username', v_text);
  end if;
  if p ? 'lang' then
    v_lang := p ->> 'lang';
    if v_lang is null or v_lang not in ('en', 'da') then
      raise exception 'lang must be en or da' using errcode = '22023';
    end if;
    update public.profiles set lang = v_lang where id = p_user;
    v_result := v_result || pg_catalog.jsonb_build_object('lang', v_lang);
  end if;
  return v_result;
end;
$$;
revoke all on function private.op_profile_update(uuid, jsonb) from public;

-- change_body of 20261130100000_pack_game.sql with the profile's language. Everything else
-- unchanged; so are its grants.
create or replace function private.change_body(p_user uuid, p_kind text, p_key text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  case p_kind
    when 'profile' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'profile', 'id', p.id, 'profile',
          pg_catalog.jsonb_build_object(
            'username', p.username,
            'creation_date', p.creation_date,
            'achievements', pg_catalog.to_jsonb(p.achievements),
            'dojo_coins', p.dojo_coins,
            'premium', p.premium,
            'cancelled', p.cancelled,
            'stripe_user_id', p.stripe_user_id,
            'stripe_subscription_id', p.stripe_subscription_id,
            'liked_games', pg_catalog.to_jsonb(p.liked_games),
            'created_games', pg_catalog.to_jsonb(p.created_games),
            'claimed_rewards', pg_catalog.to_jsonb(p.claimed_rewards),
            'premiumEndDate', p.premium_end_date,
            'referred_users', p.referred_users,
            'lang', p.lang,
            'unlocked_packs', coalesce((
              select pg_catalog.jsonb_agg(u.pack_key order by u.unlocked_at, u.pack_key)
              from public.pack_unlocks u where u.user_id = p.id), '[]'::jsonb)))
        from public.profiles p where p.id = p_user
      );
    when 'pack' then
      return (
        select case when k.deleted_at is null and (k.owner_id = p_user or k.published) then
          pg_catalog.jsonb_build_object('kind', 'pack', 'id', k.id, 'pack',
            pg_catalog.jsonb_build_object(
              'metadata', pg_catalog.jsonb_build_object(
                'name', k.name, 'id', k.id, 'description', k.description, 'author', k.author,
                'explicit', k.explicit, 'alcohol', k.alcohol, 'creation_date', k.creation_date,
                'tags', pg_catalog.to_jsonb(k.tags), 'game', k.game),
              'prompts', k.prompts,
              'likes', k.likes,
              'plays', k.plays,
              'lastUpdated', k.updated_at,
              'draft', k.draft,
              'published', k.published,
              'ownerId', k.owner_id))
        else pg_catalog.jsonb_build_object('kind', 'pack', 'id', k.id, 'deleted', true)
        end
        from public.packs k
        where k.id = p_key::uuid and (k.owner_id = p_user or k.published_at is not null)
      );
    when 'like' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'like', 'gameId', l.game_id, 'liked', l.liked)
        from public.likes l where l.user_id = p_user and l.game_id = p_key
      );
    when 'pack-state' then
      -- key is game || '/' || pack_id; games never contain '/'
      return (
        select pg_catalog.jsonb_build_object('kind', 'pack-state', 'game', s.game,
          'packId', s.pack_id, 'active', s.active)
        from public.pack_states s
        where s.user_id = p_user and s.game = pg_catalog.split_part(p_key, '/', 1)
          and s.pack_id = pg_catalog.substr(p_key, pg_catalog.strpos(p_key, '/') + 1)
      );
    when 'draft-update' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'draft-update', 'id', d.id, 'packId', d.pack_id,
          'update', pg_catalog.translate(pg_catalog.encode(d.yjs_update, 'base64'), E'\n', ''))
        from public.pack_drafts d where d.id = p_key::bigint and d.owner_id = p_user
      );
    when 'coin-entry' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'coin-entry', 'id', c.id, 'amount', c.amount,
          'reason', c.reason, 'createdAt', c.created_at)
        from public.coin_ledger c where c.id = p_key::bigint and c.user_id = p_user
      );
    else
      return null;
  end case;
end;
$function$;
