/** The retreat rooms as staff see them, and an administrator's change, injected into the back office's api. */
import { fetchArgsFor, paymentCalls, type ResponseOf, type RoomUpdateRequest } from '@agency/contracts';
import { backofficeApi } from '../api';

type RoomsCall = typeof paymentCalls.staffRooms;
type UpdateCall = typeof paymentCalls.updateRoom;

const payment = fetchArgsFor(paymentCalls);

/** How often the live held and paid counts are read again while the screen is open. */
export const ROOMS_POLL_MS = 15_000;

export const roomsApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Rooms'] }).injectEndpoints({
  endpoints: (build) => ({
    staffRooms: build.query<ResponseOf<RoomsCall>, void>({
      query: () => payment.staffRooms(),
      providesTags: ['Rooms'],
      keepUnusedDataFor: 0,
    }),
    updateRoom: build.mutation<ResponseOf<UpdateCall>, { id: number; change: RoomUpdateRequest }>({
      query: ({ id, change }) => payment.updateRoom({ params: { id }, body: change }),
      // Refused or not, the counts may have moved: read them again.
      invalidatesTags: ['Rooms'],
    }),
  }),
});

export const { useStaffRoomsQuery, useUpdateRoomMutation } = roomsApi;
