/**
 * The lead work calls, injected into the back office's api: a request's activity
 * (notes, history, possible repeats), notes, the follow-up date and an administrator's
 * reassignment. Every change refetches the activity on screen and the list (whose rows show
 * the follow-up and the holder).
 */
import { type BodyOf, fetchArgsFor, leadsCalls, type ParamsOf, type ResponseOf } from '@agency/contracts';
import { backofficeApi } from '../api';

type ActivityCall = typeof leadsCalls.activity;
type AddNoteCall = typeof leadsCalls.addNote;
type EditNoteCall = typeof leadsCalls.editNote;
type FollowUpCall = typeof leadsCalls.setFollowUp;
type ReassignCall = typeof leadsCalls.reassign;

const leads = fetchArgsFor(leadsCalls);

/** The lists' tag (./leadsApi.ts) and the activity's, by request id. */
const LEADS_TAG = 'Leads';
const ACTIVITY_TAG = 'LeadActivity';

const changed = (_result: unknown, _error: unknown, { id }: { id: number }) => [LEADS_TAG, { type: ACTIVITY_TAG, id }] as const;

export const leadWorkApi = backofficeApi.enhanceEndpoints({ addTagTypes: [LEADS_TAG, ACTIVITY_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    leadActivity: build.query<ResponseOf<ActivityCall>, number>({
      query: (id) => leads.activity({ params: { id } }),
      providesTags: (_result, _error, id) => [{ type: ACTIVITY_TAG, id }],
    }),
    addLeadNote: build.mutation<ResponseOf<AddNoteCall>, ParamsOf<AddNoteCall> & BodyOf<AddNoteCall>>({
      query: ({ id, text }) => leads.addNote({ params: { id }, body: { text } }),
      invalidatesTags: changed,
    }),
    editLeadNote: build.mutation<ResponseOf<EditNoteCall>, ParamsOf<EditNoteCall> & BodyOf<EditNoteCall>>({
      query: ({ id, noteId, text }) => leads.editNote({ params: { id, noteId }, body: { text } }),
      invalidatesTags: changed,
    }),
    setLeadFollowUp: build.mutation<ResponseOf<FollowUpCall>, ParamsOf<FollowUpCall> & BodyOf<FollowUpCall>>({
      query: ({ id, date }) => leads.setFollowUp({ params: { id }, body: { date } }),
      invalidatesTags: changed,
    }),
    reassignLead: build.mutation<ResponseOf<ReassignCall>, ParamsOf<ReassignCall> & BodyOf<ReassignCall>>({
      query: ({ id, to }) => leads.reassign({ params: { id }, body: { to } }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useLeadActivityQuery,
  useAddLeadNoteMutation,
  useEditLeadNoteMutation,
  useSetLeadFollowUpMutation,
  useReassignLeadMutation,
} = leadWorkApi;
