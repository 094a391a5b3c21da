/**
 * A time at which every delivery mode has slots: 10:00 in Paris on a working day followed by
 * another (bike slots are 24 to 48 h ahead, Monday to Saturday; parcels on working days). Tests
 * that book slots run their shop clock from it, so they pass on a Friday night or a bank holiday.
 */
import { addDays, parisDateOf, parisInstant } from '@sillon/domain/paris-time';
import { isWorkingDay } from '@sillon/domain/working-days';

export function aDeliveryMorning(from: Date = new Date()): Date {
  let day = addDays(parisDateOf(from), 1);
  while (!(isWorkingDay(day) && isWorkingDay(addDays(day, 1)))) day = addDays(day, 1);
  return parisInstant(day, 10);
}
