/**
 * Approval chains (issue 27 §1): managed in Approver Assignment (module approverassignment), and
 * an application's trail (who decided at which level, who it waits for now).
 *
 * Paths are relative to the API base `/api`.
 *   GET    /approverAssignment/chains            -> ApprovalChain[]   (approverassignment view)
 *   POST   /approverAssignment/chains/create     ApprovalChainInput -> ApprovalChain (create)
 *   PUT    /approverAssignment/chains/update     ApprovalChainInput & { id } -> ApprovalChain (update)
 *   DELETE /approverAssignment/chains/delete?id  -> { message } (delete)
 *   GET    /applications/trail?log_no            -> ApplicationTrail (the employee, the filer or
 *                                                   one of its approvers; 404 for anyone else)
 * A chain applies to applications filed after it is saved: a pending application keeps the chain
 * it was filed under (its snapshot).
 */
import { z } from 'zod';
import { formatManilaDateTime } from './manilaTime.ts';

export const CHAIN_MODES = ['any', 'all'] as const;
export type ChainMode = (typeof CHAIN_MODES)[number];
export const CHAIN_MAX_LEVELS = 10;

export const CHAIN_MSG = {
  nameRequired: 'Please enter the chain name.',
  levelsRequired: 'A chain needs at least one level.',
  approversRequired: (level: number) => `Level ${level} needs at least one approver.`,
  notApprover: (name: string) => `${name} is not an approver.`,
  duplicateApprover: (level: number) => `Level ${level} names the same approver twice.`,
  duplicateScope:
    'A chain for this application type, company and department already exists. Edit that chain instead.',
  notFound: 'Approval chain not found.',
  unknownType: 'Application type not found.',
  unknownCompany: 'Company not found.',
  unknownDepartment: 'Department not found.',
  departmentOfOtherCompany: 'The department does not belong to the chosen company.',
  created: 'Approval chain created successfully.',
  updated: 'Approval chain updated successfully.',
  deleted: 'Approval chain deleted successfully.',
} as const;

export const CHAIN_TEXT = {
  section: 'Approval Chains',
  note: 'An application moves level by level. A chain applies to applications filed after it is saved; pending applications keep their chain.',
  allTypes: 'All types',
  allCompanies: 'All companies',
  allDepartments: 'All departments',
  anyMode: 'Any one approves',
  allMode: 'All must approve',
  level: (n: number) => `Level ${n}`,
  addLevel: 'Add Level',
  waitingFor: 'Waiting for',
  trail: 'Approval Trail',
} as const;

const id = z.number().int().positive().max(2_147_483_647);

export const chainLevelInputSchema = z.object({
  mode: z.enum(CHAIN_MODES),
  approver_ids: z.array(id).max(50),
});

export const approvalChainInputSchema = z.object({
  name: z.string().trim().min(1, CHAIN_MSG.nameRequired).max(100),
  /** null: every application type. */
  application_type_id: id.nullable(),
  /** null: every company. */
  company_id: id.nullable(),
  /** null: every department. */
  department_id: id.nullable(),
  /** In order: level 1 decides first. */
  levels: z.array(chainLevelInputSchema).min(1, CHAIN_MSG.levelsRequired).max(CHAIN_MAX_LEVELS),
});
export type ApprovalChainInput = z.infer<typeof approvalChainInputSchema>;
export const approvalChainUpdateSchema = approvalChainInputSchema.extend({ id });
export type ApprovalChainUpdate = z.infer<typeof approvalChainUpdateSchema>;
export const chainIdQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const person = z.object({ employee_id: z.number().int(), name: z.string() });

export const approvalChainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  application_type_id: z.number().int().nullable(),
  application_type: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company: z.string().nullable(),
  department_id: z.number().int().nullable(),
  department: z.string().nullable(),
  levels: z.array(
    z.object({ level: z.number().int(), mode: z.enum(CHAIN_MODES), approvers: z.array(person) }),
  ),
  updated_at: z.string(),
});
export type ApprovalChain = z.infer<typeof approvalChainSchema>;

export const trailDecisionSchema = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  decision: z.enum(['Approved', 'Rejected']),
  remarks: z.string(),
  decided_at: z.string(),
  /**
   * Issue 27 §2: the delegate who decided in this approver's place ('Approved by X for Y', X the
   * delegate, Y the approver named above); null when the approver decided.
   */
  delegate: person.nullable().optional(),
});
export type TrailDecision = z.infer<typeof trailDecisionSchema>;

export const trailLevelSchema = z.object({
  level: z.number().int(),
  mode: z.enum(CHAIN_MODES),
  approvers: z.array(person),
  decisions: z.array(trailDecisionSchema),
  /** Approved/Rejected: decided; Waiting: the level it waits at now; Not reached: a later level. */
  state: z.enum(['Approved', 'Rejected', 'Waiting', 'Not reached']),
});
export type TrailLevel = z.infer<typeof trailLevelSchema>;

export const applicationTrailSchema = z.object({
  log_no: z.number().int(),
  approval_status: z.string(),
  /** false: today's single approver (one level). */
  chained: z.boolean(),
  levels: z.array(trailLevelSchema),
  /** Who it waits for now (For Approval only): the level and the approvers yet to decide. */
  waiting: z
    .object({ level: z.number().int(), mode: z.enum(CHAIN_MODES), approvers: z.array(person) })
    .nullable(),
});
export type ApplicationTrail = z.infer<typeof applicationTrailSchema>;

/** 'Waiting for: Level 2 — Reyes, Ana' */
export function waitingText(waiting: NonNullable<ApplicationTrail['waiting']>): string {
  return `${CHAIN_TEXT.waitingFor}: Level ${waiting.level} — ${waiting.approvers.map((a) => a.name).join(waiting.mode === 'all' ? ' and ' : ' or ')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Approved by Cruz, Juan (Level 1) 28 Nov 2026 10:15' (Manila time). */
export function decisionText(d: TrailDecision, level: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(formatManilaDateTime(d.decided_at));
  const when = m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]} ${m[4]}` : d.decided_at;
  const by = d.delegate ? `${d.delegate.name} for ${d.name}` : d.name;
  return `${d.decision} by ${by} (Level ${level}) ${when}`;
}
