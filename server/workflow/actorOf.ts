import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WorkflowActor } from '../../engine/workflow/types.ts';
import { callerOf } from '../auth/identity.ts';

/** Who runs a transition: the signed-in caller's username, profiles and admin flag. */
export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<WorkflowActor> {
  const caller = await callerOf(app, request);
  return { username: caller.username, profiles: caller.profiles, isAdmin: caller.subject.isAdmin === true };
}
