import {
  SocialProviderSchema,
  memberEndpoints,
  type Language,
  type LoginValue,
  type MemberInfo,
} from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth.js';
import { sendSvg } from '../../platform/media.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { ClientOf } from '../../platform/client-context.js';
import { drawAvatar } from './avatar-art.js';
import { AVATAR_COUNT } from './member-info.js';
import type { MemberService } from './member.service.js';
import type { PasswordService } from './password.service.js';
import type { RegisterService } from './register.service.js';
import type { SocialLinker } from './session-port.js';

export interface MemberRouteDeps {
  members: MemberService;
  register: RegisterService;
  passwords: PasswordService;
  social: SocialLinker;
  clientOf: ClientOf;
  /** The member's VIP level as member info's clubLabel (the content area's VIP ladder). */
  clubLabel: (memberId: number, language: Language) => Promise<MemberInfo['clubLabel']>;
  /** The labels operators put on the member (member/labels). */
  memberLabel: (memberId: number) => Promise<MemberInfo['memberLabel']>;
}

export function registerMemberRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const { members, register, clientOf } = deps;
  const lang = requestLanguage;
  const loginValue = async (outcome: Promise<{ value: LoginValue }>) => (await outcome).value;

  registerEndpoint(
    app,
    memberEndpoints.register,
    ({ body, request }) => loginValue(register.register('username', body, clientOf(request), lang(request))),
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    memberEndpoints.registerMobile,
    ({ body, request }) => loginValue(register.register('mobile', body, clientOf(request), lang(request))),
    { limit: 'auth' },
  );
  registerEndpoint(app, memberEndpoints.affiliate, ({ query }) => register.checkCode(query.code), {
    limit: 'auth',
  });
  registerEndpoint(
    app,
    memberEndpoints.info,
    async ({ request }) => {
      const { memberId } = requireMember(request);
      const [info, clubLabel, memberLabel] = await Promise.all([
        members.getInfo(memberId),
        deps.clubLabel(memberId, lang(request)),
        deps.memberLabel(memberId),
      ]);
      return { ...info, clubLabel, memberLabel };
    },
    { openWhenExcluded: true },
  );
  registerEndpoint(app, memberEndpoints.avatar, ({ request }) =>
    members.getAvatar(requireMember(request).memberId),
  );
  registerEndpoint(app, memberEndpoints.setIcon, ({ body, request }) =>
    members.setAvatar(requireMember(request).memberId, body.avatarId),
  );
  registerEndpoint(app, memberEndpoints.setLanguage, ({ body, request }) =>
    members.setLanguage(requireMember(request).memberId, body.language),
  );
  registerEndpoint(
    app,
    memberEndpoints.agentCheck,
    ({ request }) => Promise.resolve({ isAgent: requireMember(request).isAgent }),
    {
      guard: 'agent',
    },
  );
  registerPasswordRoutes(app, deps);
  registerEndpoint(
    app,
    memberEndpoints.socialLink,
    async ({ params, request }) => {
      const provider = SocialProviderSchema.parse(params.provider);
      return { url: await deps.social.start(provider, requireMember(request).memberId) };
    },
    { guard: 'realAccount' },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/avatars/:file',
    {
      schema: {
        summary: 'One of the avatars members choose from (SVG)',
        tags: ['media'],
        params: z.object({ file: z.enum(Array.from({ length: AVATAR_COUNT }, (_, i) => `${i + 1}.svg`)) }),
      },
    },
    async (request, reply) => sendSvg(reply, drawAvatar(Number.parseInt(request.params.file, 10))),
  );
}

function registerPasswordRoutes(app: FastifyInstance, { passwords, clientOf }: MemberRouteDeps) {
  const lang = requestLanguage;
  registerEndpoint(
    app,
    memberEndpoints.changePassword,
    ({ body, request }) =>
      passwords.changePassword(requireMember(request).memberId, body, clientOf(request), lang(request)),
    { limit: 'auth', guard: 'realAccount' },
  );
  registerEndpoint(
    app,
    memberEndpoints.forgotByEmail,
    ({ body, request }) => passwords.forgotByEmail(body, clientOf(request).ip),
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    memberEndpoints.resetByEmailToken,
    ({ body, request }) => passwords.resetByEmailToken(body, clientOf(request).ip, lang(request)),
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    memberEndpoints.resetByPhone,
    ({ body, request }) => passwords.resetByPhone(body, clientOf(request).ip, lang(request)),
    { limit: 'auth' },
  );
}
