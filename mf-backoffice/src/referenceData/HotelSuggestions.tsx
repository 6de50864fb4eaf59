import { useCityHotelsQuery } from './referenceDataApi';

/**
 * The package form's suggestions for a city's hotel rows: the city's hotel list as
 * a datalist the name fields point at. Any other name stays allowed, so no stored package
 * breaks; when the list cannot be fetched the fields simply offer nothing.
 */
export function HotelSuggestions({ id, country, city }: { id: string; country: string; city: string }) {
  const { data } = useCityHotelsQuery();
  const hotels = data?.find((list) => list.country === country && list.city === city)?.hotels ?? [];
  return (
    <datalist id={id}>
      {hotels.map((hotel) => (
        <option key={hotel.name} value={hotel.name} />
      ))}
    </datalist>
  );
}
